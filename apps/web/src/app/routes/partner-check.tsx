import { useSearchParams } from 'react-router';
import { PartnerCheck } from '@/features/partner/components/partner-check';

/** This screen's texts, in the active language (the router waits for them). */

/**
 * /partenaire/verifier: a partner's counter, without an account. The member card's QR code
 * opens it with the code filled in (?code=…).
 */
export function PartnerCheckRoute() {
  const [params] = useSearchParams();
  return <PartnerCheck initialCode={params.get('code') ?? ''} />;
}
