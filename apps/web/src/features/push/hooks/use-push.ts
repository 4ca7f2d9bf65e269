import { useCallback, useEffect, useState } from 'react';
import type { PushSubscriptionBody } from '@app/shared/schemas/push';
import { getVapidPublicKey } from '../api/get-vapid-key';
import { sendTestPush } from '../api/send-test-push';
import { sendSubscription } from '../api/subscribe';
import { removeSubscription } from '../api/unsubscribe';

/** Local flag that remembers this browser's subscription (docs/product.md, screens). */
export const PUSH_FLAG = 'eclat-lavage:push-subscribed';
const SERVICE_WORKER_URL = '/sw.js';

export type PushState = 'checking' | 'unsupported' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const bytes = atob(base64);
  const key = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let index = 0; index < bytes.length; index += 1) key[index] = bytes.charCodeAt(index);
  return key;
}

function toBody(subscription: PushSubscription): PushSubscriptionBody {
  return subscription.toJSON() as PushSubscriptionBody;
}

/** unsupported → off ⇄ on, with the service worker at /sw.js (docs/product.md, screens). */
export function usePush() {
  const [state, setState] = useState<PushState>(() => (pushSupported() ? 'checking' : 'unsupported'));

  useEffect(() => {
    if (!pushSupported()) return;
    let cancelled = false;
    (async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const subscription = await registration?.pushManager.getSubscription();
      if (!cancelled) setState(subscription && localStorage.getItem(PUSH_FLAG) ? 'on' : 'off');
    })().catch(() => !cancelled && setState('off'));
    return () => {
      cancelled = true;
    };
  }, []);

  const activate = useCallback(async () => {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    await navigator.serviceWorker.ready;
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') throw new Error(`notification permission: ${permission}`);
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(await getVapidPublicKey()),
      }));
    await sendSubscription(toBody(subscription));
    localStorage.setItem(PUSH_FLAG, '1');
    setState('on');
  }, []);

  const deactivate = useCallback(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      const body = toBody(subscription);
      await subscription.unsubscribe();
      await removeSubscription(body);
    }
    localStorage.removeItem(PUSH_FLAG);
    setState('off');
  }, []);

  return { state, activate, deactivate, test: sendTestPush };
}
