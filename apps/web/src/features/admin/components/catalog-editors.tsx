import type { FeedPostInput } from '@app/shared/schemas/feed';
import type { RewardInput } from '@app/shared/schemas/rewards';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Modal } from '@/components/ui/modal';
import { failureText } from '../api/admin-mutation';
import { useDeleteFeedPost } from '../api/delete-feed-post';
import { useDeleteReward } from '../api/delete-reward';
import { useAdminFeedPosts } from '../api/get-admin-feed-posts';
import { useAdminRewards } from '../api/get-admin-rewards';
import { useSaveFeedPost } from '../api/save-feed-post';
import { useSaveReward } from '../api/save-reward';
import { LogoUpload } from './logo-upload';
import { adminText } from '../messages';
import { useUnsavedChanges } from '../lib/unsaved-changes';
import type { Notice } from './pager';

/** Read at each use: the texts follow the active language. */
const words = () => adminText.settings;

type FieldSpec<Values> = {
  key: keyof Values & string;
  label: string;
  type?: 'number' | 'text' | 'checkbox' | 'textarea' | 'select' | 'date' | 'pin';
  hint?: string;
  options?: string[];
};

/** A small form over a flat object: the editors of rewards and feed posts share it. */
function ItemForm<Values extends Record<string, unknown>>({
  fields,
  initial,
  onSubmit,
  pending,
}: {
  fields: FieldSpec<Values>[];
  initial: Values;
  onSubmit: (values: Values) => void;
  pending: boolean;
}) {
  const [values, setValues] = useState(initial);
  const base = useId();
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      {fields.map((field) => {
        const id = `${base}-${field.key}`;
        const value = values[field.key];
        const set = (next: unknown) => setValues({ ...values, [field.key]: next });
        if (field.type === 'checkbox')
          return (
            <label key={field.key} className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={Boolean(value)}
                onChange={(event) => set(event.target.checked)}
              />
              {field.label}
            </label>
          );
        return (
          <div key={field.key}>
            <label htmlFor={id} className="field-label">
              {field.label}
            </label>
            {field.type === 'textarea' ? (
              <textarea
                id={id}
                className="field-input"
                rows={3}
                value={String(value ?? '')}
                onChange={(event) => set(event.target.value)}
              />
            ) : field.type === 'select' ? (
              <select
                id={id}
                className="field-input"
                value={String(value)}
                onChange={(event) => set(event.target.value)}
              >
                {field.options?.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                className="field-input"
                type={
                  field.type === 'number'
                    ? 'number'
                    : field.type === 'date'
                      ? 'date'
                      : field.type === 'pin'
                        ? 'password'
                        : 'text'
                }
                inputMode={field.type === 'pin' ? 'numeric' : undefined}
                autoComplete={field.type === 'pin' ? 'new-password' : undefined}
                aria-describedby={field.hint ? `${id}-hint` : undefined}
                value={String(value ?? '')}
                onChange={(event) =>
                  set(field.type === 'number' ? Number(event.target.value) : event.target.value)
                }
              />
            )}
            {field.hint && (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
                {field.hint}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="btn-primary inline-flex" disabled={pending}>
        {words().saveItem}
      </button>
    </form>
  );
}

/** The form's values: text fields hold '' for "none" (no end date, unlimited uses, PIN kept). */
type RewardValues = Omit<RewardInput, 'uses_per_member' | 'starts_on' | 'ends_on' | 'partner_pin'> & {
  starts_on: string;
  ends_on: string;
  uses_per_member: string;
  partner_pin: string;
};
const REWARD_FIELDS: FieldSpec<RewardValues>[] = [
  { key: 'partner_name', label: words().reward.partner_name },
  { key: 'image_url', label: words().reward.image_url },
  { key: 'discount_percentage', label: words().reward.discount_percentage, type: 'number' },
  { key: 'promo_code', label: words().reward.promo_code },
  { key: 'description', label: words().reward.description, type: 'textarea' },
  { key: 'conditions', label: words().reward.conditions, type: 'textarea' },
  { key: 'required_level', label: words().reward.required_level, type: 'number' },
  { key: 'required_points', label: words().reward.required_points, type: 'number' },
  { key: 'starts_on', label: words().reward.starts_on, type: 'date' },
  { key: 'ends_on', label: words().reward.ends_on, type: 'date' },
  { key: 'uses_per_member', label: words().reward.uses_per_member, hint: words().reward.usesHint },
  { key: 'partner_pin', label: words().reward.partner_pin, type: 'pin', hint: words().reward.pinHint },
  { key: 'active', label: words().reward.active, type: 'checkbox' },
];
const NEW_REWARD: RewardValues = {
  partner_name: '',
  image_url: '',
  discount_percentage: 10,
  promo_code: '',
  description: '',
  conditions: '',
  required_level: 1,
  required_points: 0,
  active: true,
  starts_on: '',
  ends_on: '',
  uses_per_member: '',
  partner_pin: '',
};

interface CatalogEditorProps<Item extends { id: string }, Values extends Record<string, unknown>> {
  title: string;
  newTitle: string;
  items: Item[] | undefined;
  describe: (item: Item) => { name: string; detail: string };
  /** The item's values for the edit form; null when it cannot be edited here. */
  toValues: (item: Item) => Values | null;
  fields: FieldSpec<Values>[];
  blank: Values;
  save: (
    input: { id?: string; values: Values },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  saving: boolean;
  remove: (id: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  /** More controls on an item's row (a reward's logo). */
  rowActions?: (item: Item) => ReactNode;
}

/** A list of operator-edited items with add, edit and delete (rewards, feed posts). */
function CatalogEditor<Item extends { id: string }, Values extends Record<string, unknown>>(
  props: CatalogEditorProps<Item, Values>,
) {
  const [editing, setEditing] = useState<{ id?: string; values: Values } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const headingId = useId();
  const fail = (error: unknown) =>
    setNotice({ tone: 'error', text: failureText(error, adminText.unknownError) });
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-bold text-slate-900">
          {props.title}
        </h3>
        <button
          type="button"
          className="btn-secondary inline-flex px-3 py-1.5 text-sm"
          onClick={() => setEditing({ values: props.blank })}
        >
          {words().add}
        </button>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ul className="space-y-1">
        {props.items?.map((item) => {
          const { name, detail } = props.describe(item);
          const values = props.toValues(item);
          return (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-2 rounded-xl bg-slate-50 p-2 text-sm"
            >
              <span className="min-w-0 basis-full break-words sm:flex-1 sm:basis-0">
                <span className="font-semibold">{name}</span> <span className="text-slate-600">{detail}</span>
              </span>
              {props.rowActions?.(item)}
              {values && (
                <button
                  type="button"
                  className="btn-secondary inline-flex px-2 py-1"
                  onClick={() => setEditing({ id: item.id, values })}
                >
                  {words().edit}
                </button>
              )}
              <button
                type="button"
                className="inline-flex rounded-xl px-2 py-1 font-semibold text-red-700 ring-1 ring-red-200"
                onClick={() => {
                  if (!window.confirm(words().confirmDelete({ name }))) return;
                  props.remove(item.id, {
                    onSuccess: () => setNotice({ tone: 'success', text: words().deletedItem }),
                    onError: fail,
                  });
                }}
              >
                {words().delete}
              </button>
            </li>
          );
        })}
      </ul>
      <Modal
        open={editing !== null}
        title={editing?.id ? words().edit : props.newTitle}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <ItemForm
            key={editing.id ?? 'new'}
            fields={props.fields}
            initial={editing.values}
            pending={props.saving}
            onSubmit={(values) =>
              props.save(
                { id: editing.id, values },
                {
                  onSuccess: () => {
                    setNotice({ tone: 'success', text: words().savedItem });
                    setEditing(null);
                  },
                  onError: fail,
                },
              )
            }
          />
        )}
      </Modal>
    </section>
  );
}

export function RewardsEditor() {
  const { data } = useAdminRewards();
  const save = useSaveReward();
  const remove = useDeleteReward();
  return (
    <CatalogEditor
      title={words().rewardsTitle}
      newTitle={words().newReward}
      items={data?.rewards}
      describe={(reward) => ({
        name: reward.partner_name,
        detail: [
          words().summary({
            discount: reward.discount_percentage,
            level: reward.required_level,
            points: reward.required_points,
          }),
          reward.is_example ? words().example : null,
          reward.active ? null : words().inactive,
          reward.ends_on ? words().until({ day: reward.ends_on.split('-').reverse().join('.') }) : null,
          reward.has_partner_pin ? null : words().noPin,
          words().redemptions({ count: reward.redemptions }),
        ]
          .filter(Boolean)
          .join(' · '),
      })}
      toValues={(reward) => ({
        partner_name: reward.partner_name,
        image_url: reward.logo_url ? '' : (reward.image_url ?? ''),
        discount_percentage: reward.discount_percentage,
        promo_code: reward.promo_code ?? '',
        description: reward.description,
        conditions: reward.conditions,
        required_level: reward.required_level,
        required_points: reward.required_points,
        active: reward.active,
        starts_on: reward.starts_on ?? '',
        ends_on: reward.ends_on ?? '',
        uses_per_member: reward.uses_per_member === null ? '' : String(reward.uses_per_member),
        partner_pin: '',
      })}
      fields={REWARD_FIELDS}
      blank={NEW_REWARD}
      saving={save.isPending}
      save={({ id, values }, callbacks) =>
        save.mutate(
          {
            id,
            body: {
              ...values,
              image_url: values.image_url || null,
              promo_code: values.promo_code || null,
              starts_on: values.starts_on || null,
              ends_on: values.ends_on || null,
              uses_per_member: values.uses_per_member.trim() === '' ? null : Number(values.uses_per_member),
            },
          },
          callbacks,
        )
      }
      remove={(id, callbacks) => remove.mutate(id, callbacks)}
      rowActions={(reward) => <LogoUpload reward={reward} />}
    />
  );
}

type PostValues = Required<Omit<FeedPostInput, 'posted_at'>>;
const POST_FIELDS: FieldSpec<PostValues>[] = [
  { key: 'platform', label: words().post.platform, type: 'select', options: ['instagram', 'tiktok'] },
  { key: 'image_url', label: words().post.image_url },
  { key: 'caption', label: words().post.caption, type: 'textarea' },
  { key: 'likes', label: words().post.likes, type: 'number' },
  { key: 'view_count', label: words().post.view_count, type: 'number' },
  { key: 'link', label: words().post.link },
];
const NEW_POST: PostValues = {
  platform: 'instagram',
  image_url: '',
  caption: '',
  likes: 0,
  view_count: 0,
  link: '',
};

export function FeedEditor() {
  const { data } = useAdminFeedPosts();
  const save = useSaveFeedPost();
  const remove = useDeleteFeedPost();
  return (
    <CatalogEditor
      title={words().feedTitle}
      newTitle={words().newPost}
      items={data?.posts}
      describe={(post) => ({ name: post.caption || post.link, detail: post.platform })}
      // Posts refreshed from Instagram are the job's: they can be deleted, not edited.
      toValues={(post) =>
        post.source === 'admin'
          ? {
              platform: post.platform,
              image_url: post.image_url,
              caption: post.caption,
              likes: post.likes,
              view_count: post.view_count,
              link: post.link,
            }
          : null
      }
      fields={POST_FIELDS}
      blank={NEW_POST}
      saving={save.isPending}
      save={({ id, values }, callbacks) => save.mutate({ id, body: values }, callbacks)}
      remove={(id, callbacks) => remove.mutate(id, callbacks)}
    />
  );
}
