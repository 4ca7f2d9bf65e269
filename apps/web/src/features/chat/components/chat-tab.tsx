import { ArrowDown } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { zurichDay } from '@app/shared/domain/zurich-time';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { useDeleteMessage } from '../api/delete-message';
import { useChatMessages } from '../api/get-chat-messages';
import { ChatMessage } from './chat-message';
import { Composer } from './composer';
import { OnlineUsers } from './online-users';
import { ReportDialog } from './report-dialog';

/** Within this distance of the bottom, the list follows new messages. */
const FOLLOW_MARGIN_PX = 80;

/** The chat tab of /viral-features (docs/product.md, screens): live messages, composer, who is online. */
export function ChatTab({ onOpenMember }: { onOpenMember?: (userId: string) => void }) {
  const words = t.viral.chat;
  const { data: user } = useUser();
  const query = useChatMessages();
  const remove = useDeleteMessage();
  const today = zurichDay(useNow());
  const [reporting, setReporting] = useState<number | null>(null);
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [scrolledUp, setScrolledUp] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const previous = useRef<{ firstId?: number; lastId?: number; height: number } | null>(null);

  const messages = useMemo(
    () => (query.data ? [...query.data.pages].reverse().flatMap((page) => page.messages) : []),
    [query.data],
  );
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  // Follow new messages unless the reader scrolled up; keep the view still when older ones load above.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const before = previous.current;
    if (before && before.lastId === lastId && before.firstId !== firstId) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (following.current) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { firstId, lastId, height: element.scrollHeight };
  }, [firstId, lastId, messages.length]);

  const onScroll = () => {
    const element = area.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_MARGIN_PX;
    setScrolledUp(!following.current);
    if (element.scrollTop < FOLLOW_MARGIN_PX && query.hasNextPage && !query.isFetchingNextPage) {
      void query.fetchNextPage();
    }
  };

  const toBottom = () => {
    following.current = true;
    setScrolledUp(false);
    area.current?.scrollTo({ top: area.current.scrollHeight });
  };

  const onDelete = (id: number) => {
    if (!window.confirm(words.confirmDelete)) return;
    remove.mutate(id, { onError: () => window.alert(words.deleteError) });
  };

  let body;
  if (query.isPending) {
    body = <div className="h-full animate-pulse rounded-xl bg-slate-100" aria-busy="true" />;
  } else if (query.isError && !query.data) {
    body = <LoadError message={words.loadError} onRetry={() => void query.refetch()} />;
  } else if (messages.length === 0) {
    body = <p className="p-4 text-center text-slate-600">{words.empty}</p>;
  } else {
    body = (
      <>
        {query.hasNextPage && (
          <div className="mb-2 flex justify-center">
            <button
              type="button"
              className="btn-secondary inline-flex px-3 py-1.5 text-sm"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? (
                <>
                  <Spinner className="h-4 w-4" /> {words.loadingOlder}
                </>
              ) : (
                words.older
              )}
            </button>
          </div>
        )}
        <ol className="space-y-3" aria-label={words.messagesLabel}>
          {messages.map((message) => {
            const own = message.user_id === user?.id;
            return (
              <ChatMessage
                key={message.id}
                message={message}
                own={own}
                canDelete={own || Boolean(user?.is_admin)}
                reported={reported.has(message.id)}
                today={today}
                onDelete={() => onDelete(message.id)}
                onReport={() => setReporting(message.id)}
                onOpenAuthor={onOpenMember && (() => onOpenMember(message.user_id))}
              />
            );
          })}
        </ol>
      </>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-[minmax(0,1fr)_15rem]">
      <div className="order-2 space-y-3 md:order-1">
        {notice && <Alert tone="success">{notice}</Alert>}
        <div className="relative">
          <div
            ref={area}
            onScroll={onScroll}
            tabIndex={0}
            aria-label={words.messagesLabel}
            className="h-[600px] max-h-[calc(100dvh-12rem)] min-h-80 overflow-y-auto overscroll-contain rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200"
            data-testid="chat-area"
          >
            {body}
          </div>
          {scrolledUp && (
            <button
              type="button"
              onClick={toBottom}
              className="btn-primary absolute right-3 bottom-3 inline-flex px-3 py-2 text-sm shadow-lg"
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
              {words.newMessages}
            </button>
          )}
        </div>
        <Composer onSent={toBottom} />
      </div>
      <div className="order-1 md:order-2">
        <OnlineUsers />
      </div>
      <ReportDialog
        messageId={reporting}
        onClose={() => setReporting(null)}
        onReported={(id, text) => {
          setReported((known) => new Set(known).add(id));
          setNotice(text);
        }}
      />
    </div>
  );
}
