import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { academy, footerProgramLinks, footerUsefulLinks, venueAddress } from '@/core/content/academy';
import { AcademyLogo } from '@/web/components/brand/academy-logo';
import { SocialIcon } from '@/web/components/brand/social-icon';

const footerLink =
  'inline-flex min-h-11 items-center text-base text-cream-200 underline-offset-4 hover:text-white hover:underline';

function FooterList({
  title,
  links,
}: {
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-gold-200 uppercase">{title}</h2>
      <ul className="mt-3 flex flex-col">
        {links.map((link) => (
          <li key={`${link.to}-${link.label}`}>
            <Link to={link.to} className={footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The site footer (public-site §2): programmes, useful links, contact, social and copyright. */
export function PublicFooter() {
  const { headCoach, phone } = academy;
  return (
    <footer data-surface="dark" className="bg-fairway-900 text-cream-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:gap-12">
        <div className="flex flex-col gap-4">
          <AcademyLogo tone="dark" />
          <p className="max-w-xs text-base text-cream-200">{academy.tagline}.</p>
          <div>
            <h2 className="sr-only">Follow us</h2>
            <ul className="flex items-center gap-2">
              {academy.social.map((network) =>
                network.live && network.href ? (
                  <li key={network.name}>
                    <a
                      href={network.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${network.name} (opens in a new tab)`}
                      className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                    >
                      <SocialIcon name={network.name} className="size-5" />
                    </a>
                  </li>
                ) : (
                  <li key={network.name}>
                    <span
                      title={`${network.name}: coming soon`}
                      className="inline-flex size-11 items-center justify-center rounded-full border border-dashed border-white/25 text-cream-200/60"
                    >
                      <SocialIcon name={network.name} className="size-5" />
                      <span className="sr-only">{network.name}: coming soon</span>
                    </span>
                  </li>
                ),
              )}
            </ul>
          </div>
        </div>

        <FooterList title="Our Programs" links={footerProgramLinks} />
        <FooterList title="Useful Links" links={footerUsefulLinks} />

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-gold-200 uppercase">
            Contact
          </h2>
          <address className="mt-3 flex flex-col gap-3 text-base text-cream-200 not-italic">
            <a href={`tel:${phone.tel}`} className="flex items-start gap-3 hover:text-white">
              <Phone className="mt-0.5 size-5 shrink-0 text-gold-200" aria-hidden="true" />
              <span>
                Call {headCoach.firstName} {headCoach.lastName}, Head Coach:{' '}
                <span className="font-semibold whitespace-nowrap text-white underline underline-offset-4">
                  {phone.display}
                </span>
              </span>
            </a>
            <a href={`mailto:${academy.email}`} className="flex min-h-11 items-center gap-3 hover:text-white">
              <Mail className="size-5 shrink-0 text-gold-200" aria-hidden="true" />
              <span className="break-all underline underline-offset-4">{academy.email}</span>
            </a>
            <p className="flex items-start gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-gold-200" aria-hidden="true" />
              <span>
                <span className="font-semibold text-white">{academy.name}</span>
                <br />
                {venueAddress()}
              </span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-cream-200">
          © {new Date().getFullYear()} {academy.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
