import { Flag, Trash2 } from 'lucide-react';
import type { ChatMessage as Message } from '@app/shared/schemas/chat';
import { Avatar } from '@/components/ui/avatar';
import { formatZurichTime } from '@/lib/format';
import { t } from '@/lib/i18n';
import { zurichDay } from '@app/shared/domain/zurich-time';
import { RankBadge } from './rank-badge';

interface Props {
  message: Message;
  own: boolean;
  canDelete: boolean;
  reported: boolean;
  today: string;
  onDelete: () => void;
  onReport: () => void;
  /** Opens the author's public card. */
  onOpenAuthor?: () => void;
}

/** "14:05", or "21.11 14:05" for an earlier day. */
function timeLabel(createdAt: Date, today: string) {
  const day = zurichDay(createdAt);
  const time = formatZurichTime(createdAt);
  return day === today ? time : `${day.slice(8, 10)}.${day.slice(5, 7)} ${time}`;
}

/** One message: own on the right in blue with 'Vous', others on the left. Plain text only. */
export function ChatMessage({
  message,
  own,
  canDelete,
  reported,
  today,
  onDelete,
  onReport,
  onOpenAuthor,
}: Props) {
  const words = t.viral.chat;
  const shown = message.user.pseudo || message.user.name;
  const createdAt = new Date(message.created_at);
  return (
    <li className={`flex items-end gap-2 ${own ? 'flex-row-reverse' : ''}`} data-testid="chat-message">
      <Avatar name={shown} photo={message.user.profile_photo} size={32} />
      <div className={`flex max-w-[80%] min-w-0 flex-col ${own ? 'items-end' : 'items-start'}`}>
        <div className="mb-0.5 flex max-w-full items-center gap-1.5 text-xs text-slate-600">
          {onOpenAuthor ? (
            <button
              type="button"
              onClick={onOpenAuthor}
              className="truncate font-semibold text-slate-800 underline-offset-2 hover:underline"
              aria-label={t.badges.openCard({ name: shown })}
            >
              {shown}
            </button>
          ) : (
            <span className="truncate font-semibold text-slate-800">{shown}</span>
          )}
          <RankBadge totalPoints={message.user.total_points} />
          {own && <span className="rounded bg-blue-100 px-1 font-semibold text-blue-900">{words.you}</span>}
          <time dateTime={message.created_at}>{timeLabel(createdAt, today)}</time>
        </div>
        <p
          className={`rounded-2xl px-3 py-2 break-words whitespace-pre-wrap [overflow-wrap:anywhere] ${
            message.moderated
              ? 'rounded-br-sm bg-slate-100 text-slate-700 italic ring-1 ring-slate-300'
              : own
                ? 'rounded-br-sm bg-blue-600 text-white'
                : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200'
          }`}
        >
          {message.content}
        </p>
        <div className="mt-0.5 flex gap-1">
          {canDelete && (
            <button
              type="button"
              onClick={onDelete}
              className="flex h-8 w-8 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
              aria-label={words.delete}
              title={words.delete}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </button>
          )}
          {!own && (
            <button
              type="button"
              onClick={onReport}
              disabled={reported}
              className="flex h-8 items-center gap-1 rounded-lg px-2 text-xs font-medium text-slate-600 hover:bg-amber-50 hover:text-amber-900 disabled:opacity-70"
            >
              <Flag aria-hidden="true" className="h-3.5 w-3.5" />
              {reported ? words.reported : words.report}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
