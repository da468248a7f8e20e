import { GraduationCap, Users } from 'lucide-react';
import { useState } from 'react';
import { SignInHeader } from '@/web/components/portal/sign-in-header';
import { Card, CardContent } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { cn } from '@/web/lib/class-names';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { FamilyRegisterForm } from '../family/family-register-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Registrant = 'student' | 'parent';

const CHOICES = [
  { value: 'student', label: 'I’m a student', icon: GraduationCap },
  { value: 'parent', label: 'I’m a parent or guardian', icon: Users },
] as const;

/** Signed out: the login/register card (student-portal §2). */
export function AuthCard() {
  useDocumentTitle('Student Portal');
  const [tab, setTab] = useState('login');
  const [registrant, setRegistrant] = useState<Registrant>('student');
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
              <Tabs value={tab} onValueChange={setTab}>
                <TabsList aria-label="Sign in or create an account">
                  <TabsTrigger value="login">Login</TabsTrigger>
                  <TabsTrigger value="register">Register</TabsTrigger>
                </TabsList>
                <TabsContent value="login" className="mt-6">
                  <LoginForm />
                </TabsContent>
                <TabsContent value="register" className="mt-6 flex flex-col gap-6">
                  <RegistrantChoice value={registrant} onChange={setRegistrant} />
                  {registrant === 'student' ? (
                    <RegisterForm onChooseParent={() => setRegistrant('parent')} />
                  ) : (
                    <FamilyRegisterForm />
                  )}
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </main>
      </div>
    </div>
  );
}

/** Who is registering: a student themself, or a parent or guardian for their children. */
function RegistrantChoice({ value, onChange }: { value: Registrant; onChange: (value: Registrant) => void }) {
  return (
    <fieldset>
      <legend className="sr-only">Who is registering?</legend>
      <div className="grid grid-cols-2 gap-3">
        {CHOICES.map(({ value: option, label, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              'flex min-h-14 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-fairway-600 sm:text-base',
              value === option
                ? 'border-fairway-700 bg-fairway-50 text-fairway-900'
                : 'border-line-strong bg-white text-ink-800 hover:bg-cream-100',
            )}
          >
            <input
              type="radio"
              name="registrant"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
