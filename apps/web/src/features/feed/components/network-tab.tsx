import { ExternalLink, Eye, Heart, ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { InstagramPost, TiktokPost } from '@app/shared/schemas/feed';
import { TabList, tabId } from '@/components/ui/tab-list';
import { formatShortDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import { useSocialFeed } from '../api/get-feed';

const PLATFORMS = ['instagram', 'tiktok'] as const;
type Platform = (typeof PLATFORMS)[number];

/** A post's picture, or a placeholder when it cannot be loaded (docs/product.md, screens). */
function PostImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div className="flex aspect-square w-full flex-col items-center justify-center gap-1 bg-slate-100 text-slate-600">
        <ImageOff aria-hidden="true" className="h-8 w-8" />
        <span className="text-xs">{t.viral.network.imageMissing}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      className="aspect-square w-full bg-slate-100 object-cover"
    />
  );
}

function PostLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {label}
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
      <span className="sr-only">{t.viral.network.newTab}</span>
    </a>
  );
}

function InstagramCard({ post }: { post: InstagramPost }) {
  const words = t.viral.network;
  return (
    <li className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <PostImage src={post.image_url} />
      <div className="space-y-1 p-3">
        {post.caption && (
          <p className="line-clamp-3 text-sm whitespace-pre-line text-slate-900">{post.caption}</p>
        )}
        <p className="flex items-center gap-3 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden="true" className="h-3.5 w-3.5" /> {words.likes({ count: post.likes })}
          </span>
          <time dateTime={post.timestamp}>{formatShortDate(new Date(post.timestamp))}</time>
        </p>
        <PostLink href={post.permalink} label={words.openInstagram} />
      </div>
    </li>
  );
}

function TiktokCard({ post }: { post: TiktokPost }) {
  const words = t.viral.network;
  return (
    <li className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <PostImage src={post.cover_image_url} />
      <div className="space-y-1 p-3">
        {post.title && <p className="line-clamp-3 text-sm font-semibold text-slate-900">{post.title}</p>}
        <p className="flex flex-wrap items-center gap-3 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="h-3.5 w-3.5" /> {words.views({ count: post.view_count })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden="true" className="h-3.5 w-3.5" /> {words.likes({ count: post.like_count })}
          </span>
          <time dateTime={post.timestamp}>{formatShortDate(new Date(post.timestamp))}</time>
        </p>
        <PostLink href={post.share_url} label={words.openTiktok} />
      </div>
    </li>
  );
}

/** The network tab: the operator's Instagram and TikTok posts. A failed load is only an empty feed. */
export function NetworkTab() {
  const words = t.viral.network;
  const [platform, setPlatform] = useState<Platform>('instagram');
  const { data, isPending } = useSocialFeed();
  const posts = platform === 'instagram' ? (data?.instagram_posts ?? []) : (data?.tiktok_posts ?? []);
  return (
    <div className="space-y-3">
      <TabList
        label={words.platformsLabel}
        values={PLATFORMS}
        names={{ instagram: words.instagram, tiktok: words.tiktok }}
        selected={platform}
        onSelect={setPlatform}
        layout="scroll"
        panelId="network-panel"
      />
      <div role="tabpanel" id="network-panel" aria-labelledby={tabId('network-panel', platform)}>
        {isPending ? (
          <div className="h-64 animate-pulse rounded-2xl bg-slate-200" aria-busy="true" />
        ) : posts.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
            {words.empty}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
            {platform === 'instagram'
              ? data!.instagram_posts.map((post) => <InstagramCard key={post.id} post={post} />)
              : data!.tiktok_posts.map((post) => <TiktokCard key={post.id} post={post} />)}
          </ul>
        )}
        {data?.last_updated && (
          <p className="mt-2 text-right text-xs text-slate-600">
            {words.updated({ date: formatShortDate(new Date(data.last_updated)) })}
          </p>
        )}
      </div>
    </div>
  );
}
