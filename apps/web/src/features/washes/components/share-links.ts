import type { SocialPlatform } from '@app/shared/domain/washes';

const LINKS: Record<SocialPlatform, { app: string; web: string; appStore: string; playStore: string }> = {
  instagram: {
    app: 'instagram://camera',
    web: 'https://www.instagram.com/',
    appStore: 'https://apps.apple.com/app/instagram/id389801252',
    playStore: 'https://play.google.com/store/apps/details?id=com.instagram.android',
  },
  tiktok: {
    app: 'snssdk1233://',
    web: 'https://www.tiktok.com/upload',
    appStore: 'https://apps.apple.com/app/tiktok/id835599320',
    playStore: 'https://play.google.com/store/apps/details?id=com.zhiliaoapp.musically',
  },
};

/** Delay before sending a phone without the app to its store (docs/product.md, screens). */
export const STORE_REDIRECT_MS = 1000;

/**
 * Opens the platform: its app on a phone (the store if the app did not take over within
 * a second), its website elsewhere.
 */
export function openPlatform(platform: SocialPlatform): void {
  const links = LINKS[platform];
  const agent = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/i.test(agent);
  const android = /Android/i.test(agent);
  if (!ios && !android) {
    window.open(links.web, '_blank', 'noopener');
    return;
  }
  window.location.href = links.app;
  setTimeout(() => {
    if (document.visibilityState === 'visible') {
      window.open(ios ? links.appStore : links.playStore, '_blank', 'noopener');
    }
  }, STORE_REDIRECT_MS);
}
