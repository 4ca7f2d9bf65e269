import { SendHorizontal, Smile } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_EMOJIS, CHAT_MAX_LENGTH } from '@app/shared/domain/chat';
import { Alert } from '@/components/ui/alert';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useSendMessage } from '../api/send-message';

/** The composer: Enter sends, Shift+Enter adds a line, a counter and a 20-emoji picker. */
export function Composer({ onSent }: { onSent: () => void }) {
  const words = t.viral.chat;
  const [text, setText] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes once an inserted emoji is rendered. Placed in a layout effect, not a
  // later frame: a frame can come after the next keystrokes (a background tab's frames wait),
  // and would then throw the caret back into the middle of what was typed.
  const pendingCaret = useRef<number | null>(null);
  const send = useSendMessage();
  const inputId = useId();
  const pickerId = useId();
  const hintId = useId();
  const blank = text.trim() === '';

  const submit = () => {
    if (blank || send.isPending) return;
    send.mutate(text, {
      onSuccess: () => {
        setText('');
        onSent();
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const insert = (emoji: string) => {
    const field = input.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${emoji}${text.slice(end)}`;
    if (next.length > CHAT_MAX_LENGTH) return;
    pendingCaret.current = start + emoji.length;
    setText(next);
  };

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null) return;
    pendingCaret.current = null;
    input.current?.focus();
    input.current?.setSelectionRange(caret, caret);
  }, [text]);

  const detail = send.error instanceof ApiError ? send.error.detail : undefined;
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {send.isError && (
        <Alert>
          <p>{words.sendError}</p>
          {detail && <p className="font-normal">{detail}</p>}
        </Alert>
      )}
      <label htmlFor={inputId} className="sr-only">
        {words.inputLabel}
      </label>
      <textarea
        id={inputId}
        ref={input}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={CHAT_MAX_LENGTH}
        aria-describedby={hintId}
        rows={2}
        placeholder={words.placeholder}
        className="field-input min-h-16 resize-y"
      />
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="btn-secondary inline-flex px-3 py-2"
          aria-expanded={pickerOpen}
          aria-controls={pickerId}
          aria-label={words.emojis}
          onClick={() => setPickerOpen((open) => !open)}
        >
          <Smile aria-hidden="true" className="h-5 w-5" />
        </button>
        <span className="text-sm text-slate-600" aria-live="polite">
          {words.counter({ length: text.length, max: CHAT_MAX_LENGTH })}
        </span>
        <span id={hintId} className="hidden text-xs text-slate-600 md:inline">
          {words.keysHint}
        </span>
        <button type="submit" className="btn-primary ml-auto inline-flex" disabled={blank || send.isPending}>
          <SendHorizontal aria-hidden="true" className="h-5 w-5" />
          {words.send}
        </button>
      </div>
      {pickerOpen && (
        <div
          id={pickerId}
          role="group"
          aria-label={words.emojis}
          className="grid grid-cols-10 gap-1 rounded-xl bg-slate-50 p-2"
        >
          {CHAT_EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              onClick={() => insert(emoji)}
              aria-label={words.insertEmoji({ emoji })}
              className="flex h-9 items-center justify-center rounded-lg text-xl hover:bg-white"
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
