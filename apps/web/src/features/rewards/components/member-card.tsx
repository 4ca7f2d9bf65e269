import { RefreshCw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { MemberReward } from '@app/shared/schemas/rewards';
import { Modal } from '@/components/ui/modal';
import { QrCode } from '@/components/ui/qr-code';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useIssueCode, type RewardCode } from '../api/issue-code';

/**
 * Seconds left on a card, ticking every second (0 once over): counted from when the card
 * arrived, so a phone whose clock is wrong still shows the right time.
 */
function useSecondsLeft(card: RewardCode): number {
  const [deadline] = useState(() => Date.now() + card.valid_for_seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

function CardBody({ card, onRenew, renewing }: { card: RewardCode; onRenew: () => void; renewing: boolean }) {
  const words = t.viral.rewards.card;
  const left = useSecondsLeft(card);
  const verifyUrl = new URL(card.verify_url, window.location.origin).toString();
  if (left === 0)
    return (
      <div className="space-y-3 text-center">
        <p className="font-semibold text-slate-800">{words.expired}</p>
        <button type="button" onClick={onRenew} disabled={renewing} className="btn-primary inline-flex">
          {renewing ? <Spinner /> : <RefreshCw aria-hidden="true" className="h-4 w-4" />}
          {words.renew}
        </button>
      </div>
    );
  return (
    <div className="space-y-3 text-center">
      <p className="text-slate-700">
        {words.intro({ partner: card.partner_name, discount: card.discount_percentage })}
      </p>
      <div className="mx-auto w-48 rounded-xl bg-white p-2 ring-1 ring-slate-200">
        <QrCode value={verifyUrl} label={words.qrLabel({ code: card.display_code })} />
      </div>
      <p
        className="font-mono text-3xl font-bold tracking-widest text-slate-900"
        data-testid="member-card-code"
      >
        {card.display_code}
      </p>
      <p className="text-sm text-slate-700" aria-live="polite">
        {words.validFor({ minutes: Math.floor(left / 60), seconds: String(left % 60).padStart(2, '0') })}
      </p>
      {card.uses_left !== null && (
        <p className="text-sm text-slate-700">{words.usesLeft({ count: card.uses_left })}</p>
      )}
    </div>
  );
}

/**
 * The member card of an unlocked offer: a QR code and a short code the partner checks on
 * /partenaire/verifier, valid ten minutes, renewed on demand. `footer`: what the route adds
 * under it (the wallets' buttons).
 */
export function MemberCardButton({ reward, footer }: { reward: MemberReward; footer?: ReactNode }) {
  const words = t.viral.rewards.card;
  const issue = useIssueCode();
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
    issue.mutate(reward.id);
  };
  const usedUp = reward.uses_left === 0;
  return (
    <>
      <button type="button" onClick={show} disabled={usedUp} className="btn-primary mt-3 flex w-full">
        {usedUp ? words.usedUp : words.open}
      </button>
      <Modal open={open} title={words.title({ partner: reward.partner_name })} onClose={() => setOpen(false)}>
        {issue.isPending ? (
          <div className="flex justify-center py-8" aria-busy="true">
            <Spinner />
          </div>
        ) : issue.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
            {errorMessage(issue.error, words.error)}
          </p>
        ) : issue.data ? (
          <CardBody
            key={issue.data.code}
            card={issue.data}
            onRenew={() => issue.mutate(reward.id)}
            renewing={issue.isPending}
          />
        ) : null}
        {footer && <div className="mt-4 border-t border-slate-200 pt-3">{footer}</div>}
      </Modal>
    </>
  );
}
