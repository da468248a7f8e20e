import { Link } from 'react-router';
import { buttonClasses } from '@/web/components/ui/button';

/** The landing intro page (public-site §2): its ENTER button goes to /home. */
export function WelcomePage() {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-4xl font-semibold">Welcome to Solent Golf Academy</h1>
      <Link to="/home" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        ENTER
      </Link>
    </section>
  );
}
