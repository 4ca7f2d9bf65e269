import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { REMINDER_CATEGORIES, type ReminderCategory } from '@app/shared/domain/reminders';
import type { UpdateProfileBody } from '@app/shared/schemas/profile';
import type { User } from '@app/shared/schemas/users';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';

const pad = (value: number) => String(value).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, index) => pad(index + 1));
const MONTHS = Array.from({ length: 12 }, (_, index) => pad(index + 1));
/** The last day of each month in a leap year: 29 February is a birthday. */
const LAST_DAY = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The catalog's month names, not Intl's: twelve Intl objects cost /profile's first screen a long task (decision 0039). */
function monthName(month: string): string {
  return t.calendar.months[Number(month) - 1] ?? month;
}

function Toggle(props: {
  id: string;
  label: string;
  help: string;
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        aria-describedby={`${props.id}-help`}
        onChange={(event) => props.onChange(event.target.checked)}
        className="mt-1 h-5 w-5 accent-brand-700"
      />
      <div>
        <label htmlFor={props.id} className="block font-semibold text-slate-800">
          {props.label}
        </label>
        <p id={`${props.id}-help`} className="text-sm text-slate-600">
          {props.help}
        </p>
      </div>
    </div>
  );
}

/**
 * « Rappels et e-mails » (issue 33): the automatic messages' categories, the programme's
 * e-mails (off by default) and an optional birthday (day and month). Each choice is saved
 * as it is made and put back if the server refuses it.
 */
export function ReminderSettings({ user }: { user: User }) {
  const id = useId();
  const words = t.profile.reminders;
  const update = useUpdateProfile();
  const [reminders, setReminders] = useState(user.reminders);
  const [emailOptIn, setEmailOptIn] = useState(user.email_opt_in);
  const [day, setDay] = useState(user.birthday?.slice(3) ?? '');
  const [month, setMonth] = useState(user.birthday?.slice(0, 2) ?? '');
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  async function save(body: UpdateProfileBody, undo: () => void) {
    setStatus(null);
    try {
      await update.mutateAsync(body);
      setStatus({ tone: 'ok', text: words.saved });
    } catch (caught) {
      undo();
      setStatus({ tone: 'error', text: errorMessage(caught, words.error, t.offline) });
    }
  }

  function toggleCategory(category: ReminderCategory, next: boolean) {
    const before = reminders;
    setReminders({ ...reminders, [category]: next });
    void save({ reminders: { [category]: next } }, () => setReminders(before));
  }

  function chooseBirthday(nextMonth: string, nextDay: string) {
    const before = { day, month };
    setMonth(nextMonth);
    setDay(nextDay);
    if (!nextMonth || !nextDay || Number(nextDay) > LAST_DAY[Number(nextMonth) - 1]!) return;
    void save({ birthday: `${nextMonth}-${nextDay}` }, () => {
      setMonth(before.month);
      setDay(before.day);
    });
  }

  return (
    <Card title={words.title} icon={BellRing}>
      <p className="mt-1 text-sm text-slate-700">{words.intro}</p>
      <div className="mt-3 space-y-3">
        {REMINDER_CATEGORIES.map((category) => (
          <Toggle
            key={category}
            id={`${id}-${category}`}
            label={words[category]}
            help={words[`${category}Help`]}
            checked={reminders[category]}
            onChange={(next) => toggleCategory(category, next)}
          />
        ))}
        <Toggle
          id={`${id}-email`}
          label={words.email}
          help={words.emailHelp}
          checked={emailOptIn}
          onChange={(next) => {
            setEmailOptIn(next);
            void save({ email_opt_in: next }, () => setEmailOptIn(!next));
          }}
        />
      </div>
      <fieldset className="mt-4" aria-describedby={`${id}-year`}>
        <legend className="font-semibold text-slate-800">{words.birthdayTitle}</legend>
        <p id={`${id}-year`} className="text-sm text-slate-600">
          {words.birthdayYear}
        </p>
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={`${id}-day`} className="field-label">
              {words.day}
            </label>
            <select
              id={`${id}-day`}
              className="field-input w-20"
              value={day}
              onChange={(event) => chooseBirthday(month, event.target.value)}
            >
              <option value="">{words.none}</option>
              {DAYS.map((value) => (
                <option key={value} value={value}>
                  {Number(value)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-month`} className="field-label">
              {words.month}
            </label>
            <select
              id={`${id}-month`}
              className="field-input w-40"
              value={month}
              onChange={(event) => chooseBirthday(event.target.value, day)}
            >
              <option value="">{words.none}</option>
              {MONTHS.map((value) => (
                <option key={value} value={value}>
                  {monthName(value)}
                </option>
              ))}
            </select>
          </div>
          {(day || month) && (
            <button
              type="button"
              className="btn-secondary inline-flex"
              onClick={() => {
                const before = { day, month };
                setDay('');
                setMonth('');
                void save({ birthday: null }, () => {
                  setDay(before.day);
                  setMonth(before.month);
                });
              }}
            >
              {words.clear}
            </button>
          )}
        </div>
      </fieldset>
      <p
        role={status?.tone === 'error' ? 'alert' : 'status'}
        className={`mt-2 text-sm font-medium empty:hidden ${status?.tone === 'error' ? 'text-red-800' : 'text-emerald-800'}`}
      >
        {status?.text}
      </p>
    </Card>
  );
}
