import { Mail, MapPin, Phone } from 'lucide-react';
import { academy, venueAddress } from '@/core/content/academy';

/**
 * An honest note under each hero while the full pages are being written: the details are on their way,
 * and the head coach will answer any question now.
 */
export function TalkToUs({ topic }: { topic: string }) {
  const { headCoach, phone } = academy;
  return (
    <section aria-labelledby="talk-to-us" className="container-page py-14 sm:py-20">
      <div className="grid gap-8 rounded-2xl border border-line bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <h2 id="talk-to-us" className="text-2xl font-semibold sm:text-3xl">
            Full details are on their way
          </h2>
          <p className="mt-3 text-lg text-ink-700">
            We are putting everything about {topic} online. Until then, our head coach {headCoach.firstName}{' '}
            {headCoach.lastName} will happily talk you through times, prices and availability.
          </p>
        </div>
        <ul className="flex flex-col gap-4 text-base text-ink-800">
          <li>
            <a
              href={`tel:${phone.tel}`}
              className="flex min-h-11 items-center gap-3 font-semibold hover:text-fairway-800"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
                <Phone className="size-5" aria-hidden="true" />
              </span>
              {phone.display}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${academy.email}`}
              className="flex min-h-11 items-center gap-3 hover:text-fairway-800"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
                <Mail className="size-5" aria-hidden="true" />
              </span>
              <span className="break-all">{academy.email}</span>
            </a>
          </li>
          <li className="flex items-start gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-fairway-50 text-fairway-700">
              <MapPin className="size-5" aria-hidden="true" />
            </span>
            <span className="pt-2">{venueAddress()}</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
