import { Phone } from 'lucide-react';
import { academy } from '@/core/content/academy';
import { type ButtonVariant, buttonClasses } from '@/web/components/ui/button';

/** The public pages' call to action until online booking arrives: ring the academy. */
export function CallAcademyButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  return (
    <a href={`tel:${academy.phone.tel}`} className={buttonClasses({ variant, size: 'lg' })}>
      <Phone aria-hidden="true" />
      Call {academy.phone.display}
    </a>
  );
}
