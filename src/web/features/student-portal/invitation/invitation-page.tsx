import { LinkIcon, MailOpen } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { InvitationPreview } from '@/core/contracts/family';
import { SignInHeader } from '@/web/components/portal/sign-in-header';
import { Alert } from '@/web/components/ui/alert';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { errorMessageFor } from '@/web/lib/api';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { useStudentSession } from '../api/session';
import { LoginForm } from '../components/login-form';
import { useAcceptInvitation, useInvitationPreview } from '../family/api/family';
import { FamilyRegisterForm } from '../family/family-register-form';
import { AcceptLoginForm } from './accept-login-form';

const PORTAL = '/student-portal';

/**
 * /portal/invitation?token=…: the page a family invitation e-mail links to. Nothing is accepted by opening
 * it (a mail scanner follows links); the person chooses a login, or joins the family, by pressing a button.
 */
export function InvitationPage() {
  useDocumentTitle('Your Invitation');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return (
    <div className="min-h-dvh bg-cream-100">
      <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8 sm:py-14">
        <SignInHeader />
        <main id="main">
          <Card>
            <CardContent className="flex flex-col gap-6 sm:p-8">
              {token ? (
                <Invitation token={token} />
              ) : (
                <Heading icon={LinkIcon} title="This link is incomplete">
                  <Alert tone="info">
                    The page needs the full link from the e-mail. Ask whoever invited you to send it again.
                  </Alert>
                </Heading>
              )}
            </CardContent>
          </Card>
        </main>
      </div>
    </div>
  );
}

function Heading({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof LinkIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-col items-start gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold">{title}</h1>
      </div>
      {children}
    </>
  );
}

function Invitation({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  const navigate = useNavigate();
  const toPortal = () => navigate(PORTAL);

  if (preview.isPending) return <LoadingState text="Opening your invitation..." />;
  if (preview.isError) {
    return (
      <Heading icon={LinkIcon} title="This invitation cannot be used">
        <Alert>
          {errorMessageFor(preview.error, {
            server: 'This invitation has expired or has already been used.',
            network: 'We could not reach the academy. Please check your connection and reload the page.',
          })}
        </Alert>
        <p className="text-base text-ink-700">
          Invitations last 14 days and work once. Ask whoever invited you to send a new one.
        </p>
      </Heading>
    );
  }

  const invitation = preview.data;
  if (invitation.kind === 'junior_login' || invitation.kind === 'adult_takeover') {
    return (
      <Heading icon={MailOpen} title={`Welcome, ${invitation.childFirstName}`}>
        <p className="text-base text-ink-700">
          {invitation.kind === 'junior_login'
            ? `${invitation.invitedBy ?? 'Your parent or guardian'} has given you a login of your own. Choose a username and password to open your portal.`
            : 'Your account is now yours to run. Choose your own e-mail address, a username and a password to sign in.'}
          {invitation.kind === 'junior_login' && (
            <>
              {' '}
              You will sign in with <span className="font-semibold break-all">{invitation.email}</span>.
            </>
          )}
        </p>
        <AcceptLoginForm
          token={token}
          askEmail={invitation.kind === 'adult_takeover'}
          onSignedIn={toPortal}
        />
      </Heading>
    );
  }
  return <GuardianInvitation token={token} invitation={invitation} onDone={toPortal} />;
}

/** A second guardian, or the guardian a teenager named: join with a family account, or accept signed in. */
function GuardianInvitation({
  token,
  invitation,
  onDone,
}: {
  token: string;
  invitation: InvitationPreview;
  onDone: () => void;
}) {
  const session = useStudentSession();
  const accept = useAcceptInvitation();
  const [signingIn, setSigningIn] = useState(false);
  const who = invitation.invitedBy ?? invitation.childFirstName;
  const intro = (
    <p className="text-base text-ink-700">
      {who} has invited you to join {invitation.childFirstName}'s account as their parent or guardian. You
      will see their portal, follow their progress and message their coach. The invitation was sent to{' '}
      <span className="font-semibold break-all">{invitation.email}</span>.
    </p>
  );

  if (accept.isSuccess) {
    return (
      <Heading icon={MailOpen} title="You have joined the family">
        <Alert tone="success">{accept.data.message}</Alert>
        <Link to={PORTAL} className={buttonClasses({ size: 'lg' })}>
          Go to Family
        </Link>
      </Heading>
    );
  }

  if (session.isPending) return <LoadingState text="Opening your invitation..." />;

  if (session.data?.kind === 'guardian') {
    return (
      <Heading icon={MailOpen} title={`Join ${invitation.childFirstName}'s family`}>
        {intro}
        {accept.isError && (
          <Alert>
            {errorMessageFor(accept.error, {
              server: 'We could not accept the invitation. Please try again.',
              network: 'We could not reach the academy. Please check your connection.',
            })}
          </Alert>
        )}
        <Button
          size="lg"
          loading={accept.isPending}
          loadingText="Accepting..."
          onClick={() => accept.mutate({ token })}
        >
          Accept invitation
        </Button>
      </Heading>
    );
  }

  return (
    <Heading icon={MailOpen} title={`Join ${invitation.childFirstName}'s family`}>
      {intro}
      {signingIn ? (
        <>
          <p className="text-base text-ink-700">
            Sign in with your family account, then accept the invitation.
          </p>
          <LoginForm />
          <Button variant="ghost" className="self-start" onClick={() => setSigningIn(false)}>
            Create a family account instead
          </Button>
        </>
      ) : (
        <>
          <FamilyRegisterForm email={invitation.email} invitationToken={token} onRegistered={onDone} />
          <Button variant="ghost" className="self-start" onClick={() => setSigningIn(true)}>
            Already have a family account? Sign in instead
          </Button>
        </>
      )}
    </Heading>
  );
}
