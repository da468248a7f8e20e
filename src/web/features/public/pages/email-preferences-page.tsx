import { BellOff, CircleCheck, LinkIcon, MailX } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { academy } from '@/core/content/academy';
import type { UnsubscribeView } from '@/core/contracts/email-preferences';
import { Alert } from '@/web/components/ui/alert';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { apiGet, apiPost, isApiError } from '@/web/lib/api';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { LinkPageHeading } from '../components/link-page-heading';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; view: UnsubscribeView }
  | { state: 'done'; view: UnsubscribeView }
  | { state: 'invalid'; message: string }
  | { state: 'failed' };

const address = (token: string) => `/api/email-preferences/unsubscribe?${new URLSearchParams({ token })}`;

/** Staff turn their e-mails back on in the Staff Portal's Settings; students and families in My Profile. */
function settingsLink(view: UnsubscribeView): { to: string; label: string } {
  return view.topic === 'coach_feedback'
    ? { to: '/student-portal?tab=profile', label: 'Go to the Student Portal' }
    : { to: '/staff-portal?tab=settings', label: 'Go to the Staff Portal' };
}

/**
 * A news e-mail's unsubscribe link (/email-preferences?token=…): what the e-mails are, and a button that
 * stops them. Opening the page changes nothing, so a mail scanner following the link cannot unsubscribe.
 */
export function EmailPreferencesPage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(() => {
    if (!token) {
      setLoaded({ state: 'invalid', message: 'The page needs the full link from our e-mail.' });
      return;
    }
    apiGet<UnsubscribeView>(address(token)).then(
      (view) => setLoaded({ state: 'ready', view }),
      (error) => setLoaded(failureOf(error)),
    );
  }, [token]);
  useEffect(load, [load]);

  return (
    <section className="bg-cream-100 py-12 sm:py-20">
      {/* A private page: never in search results. */}
      <meta name="robots" content="noindex" />
      <div className="container-page max-w-xl">
        <Card>
          <CardContent className="flex flex-col gap-6 sm:p-8">
            <Unsubscribe loaded={loaded} token={token} onChange={setLoaded} />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

/** A link of the wrong shape (400) says so about its token; an unknown or expired one (404) in its message. */
function failureOf(error: unknown): Loaded {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 404)) return { state: 'failed' };
  return {
    state: 'invalid',
    message: error.fieldErrors.token ?? error.serverMessage ?? 'This link is not valid.',
  };
}

function Unsubscribe({
  loaded,
  token,
  onChange,
}: {
  loaded: Loaded;
  token: string;
  onChange: (next: Loaded) => void;
}) {
  const [stopping, setStopping] = useState(false);
  const [stopError, setStopError] = useState<string | null>(null);

  if (loaded.state === 'loading') return <LoadingState text="Opening your e-mail settings..." />;
  if (loaded.state === 'invalid' || loaded.state === 'failed') {
    return (
      <>
        <LinkPageHeading icon={<LinkIcon className="size-6" aria-hidden="true" />}>
          {loaded.state === 'invalid' ? 'This link is not valid' : 'Something went wrong'}
        </LinkPageHeading>
        <Alert>
          {loaded.state === 'invalid'
            ? loaded.message
            : `We could not reach the academy just now. Please try again, or call us on ${academy.phone.display}.`}
        </Alert>
      </>
    );
  }

  const { view } = loaded;
  const settings = settingsLink(view);
  const backOn = (
    <>
      <p className="text-base text-ink-700">
        You will no longer get {view.description}. You can turn them back on in your settings.
      </p>
      <div>
        <Link to={settings.to} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {settings.label}
        </Link>
      </div>
    </>
  );

  if (loaded.state === 'done') {
    return (
      <>
        <LinkPageHeading icon={<CircleCheck className="size-6" aria-hidden="true" />}>
          You're unsubscribed
        </LinkPageHeading>
        <div role="status" className="flex flex-col gap-6">
          {backOn}
        </div>
      </>
    );
  }
  if (view.stopped) {
    return (
      <>
        <LinkPageHeading icon={<BellOff className="size-6" aria-hidden="true" />}>
          You're already unsubscribed
        </LinkPageHeading>
        {backOn}
      </>
    );
  }

  async function stop() {
    setStopping(true);
    setStopError(null);
    try {
      // No body: the server takes the link's token from the address, as a mail client's one click sends it.
      onChange({ state: 'done', view: await apiPost<UnsubscribeView>(address(token)) });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.state === 'invalid') onChange(failure);
      else setStopError('We could not unsubscribe you just now. Please try again.');
    } finally {
      setStopping(false);
    }
  }

  return (
    <>
      <LinkPageHeading
        icon={<MailX className="size-6" aria-hidden="true" />}
      >{`Unsubscribe from ${view.description}?`}</LinkPageHeading>
      <p className="text-base text-ink-700">
        Only these e-mails stop, and you can turn them back on at any time in your settings. E-mails you need,
        such as password resets, still reach you.
      </p>
      {stopError && <Alert>{stopError}</Alert>}
      <div>
        <Button size="lg" loading={stopping} loadingText="Unsubscribing..." onClick={stop}>
          Unsubscribe
        </Button>
      </div>
    </>
  );
}
