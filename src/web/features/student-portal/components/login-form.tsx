import { SignInForm } from '@/web/components/portal/sign-in-form';
import { useStudentLogin } from '../api/login';

export function LoginForm() {
  const login = useStudentLogin();
  return (
    <SignInForm
      login={login}
      userType="student"
      emailLabel="Email"
      submitLabel="Login"
      submittingLabel="Logging in..."
      offerRememberMe
    />
  );
}
