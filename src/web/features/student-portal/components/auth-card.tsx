import { SignInHeader } from '@/web/components/portal/sign-in-header';
import { Card, CardContent } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** Signed out: the login/register card (student-portal §2). */
export function AuthCard() {
  useDocumentTitle('Student Portal');
  return (
    <div className="min-h-dvh bg-cream-100">
      <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8 sm:py-14">
        <SignInHeader />
        <main id="main">
          <Card>
            <CardContent className="flex flex-col gap-6 sm:p-8">
              <div>
                <h1 className="text-3xl font-semibold">Student Portal</h1>
                <p className="mt-2 text-base text-ink-600">
                  Your lessons, challenges, medals and coach, all in one place.
                </p>
              </div>
              <Tabs defaultValue="login">
                <TabsList aria-label="Sign in or create an account">
                  <TabsTrigger value="login">Login</TabsTrigger>
                  <TabsTrigger value="register">Register</TabsTrigger>
                </TabsList>
                <TabsContent value="login" className="mt-6">
                  <LoginForm />
                </TabsContent>
                <TabsContent value="register" className="mt-6">
                  <RegisterForm />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </main>
      </div>
    </div>
  );
}
