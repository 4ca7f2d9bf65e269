import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useOperator } from '@/features/legal/api/get-operator';
import { privacy, terms, type LegalDocument, type Operator } from '@/features/legal/content';
import { brandName } from '@/lib/brand';
import { t } from '@/lib/i18n';
import { paths } from '@/config/paths';

function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-6">
      <article className="mx-auto w-full max-w-2xl space-y-5">
        <div className="flex items-center gap-3">
          <Link to={paths.login} className="btn-secondary inline-flex px-3 py-2" aria-label={t.common.back}>
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </Link>
          <h1 className="text-2xl font-bold text-slate-900">{document.title}</h1>
        </div>
        <p className="text-sm text-slate-600">{document.updated}</p>
        <p className="text-slate-800">{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className="space-y-2">
            <h2 className="text-lg font-bold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-slate-800">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}

/** The operator's details once read; until then (or offline without a copy) the page's brand name. */
function useOperatorDetails(): Operator {
  const { data } = useOperator();
  const name = brandName();
  return data ?? { name, legal_name: name, postal_address: '', contact_email: '' };
}

/** /conditions: the programme's rules. */
export function TermsRoute() {
  return <LegalPage document={terms(useOperatorDetails())} />;
}

/** /confidentialite: the data the programme keeps (nFADP). */
export function PrivacyRoute() {
  return <LegalPage document={privacy(useOperatorDetails())} />;
}
