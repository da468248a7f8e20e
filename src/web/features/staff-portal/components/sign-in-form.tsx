import { SignInForm as PortalSignInForm } from '@/web/components/portal/sign-in-form';
import { useStaffLogin } from '../api/login';

export function SignInForm() {
  const login = useStaffLogin();
  return (
    <PortalSignInForm
      login={login}
      userType="coach"
      emailLabel="Staff Email"
      submitLabel="Sign In"
      submittingLabel="Signing in..."
    />
  );
}
