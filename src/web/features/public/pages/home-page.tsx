import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { academy } from '@/core/content/academy';
import { buttonClasses } from '@/web/components/ui/button';
import { SimplePage } from '../components/simple-page';

const programmes = [
  { to: '/programs', title: 'Elite Junior Academy', text: 'A year-round pathway for juniors aged 6 to 18+.' },
  {
    to: '/development-squad',
    title: 'Development Squad',
    text: 'Friday group lessons, at most four children.',
  },
  { to: '/summer-academy', title: 'Half-Term Camps', text: 'Four-hour camps for ages 8 and up.' },
  { to: '/junior-lessons', title: 'Junior Group Lessons', text: 'Small groups for ages 5 to 17.' },
  { to: '/adult-lessons', title: 'Adult 1:1 Coaching', text: 'Private coaching built around your game.' },
  { to: '/coaches', title: 'Our Coaches', text: 'Meet the PGA professionals who coach here.' },
] as const;

export function HomePage() {
  return (
    <SimplePage
      documentTitle="Home"
      eyebrow={academy.name}
      title="Golf coaching for juniors and adults on the south coast"
      lead="From a first swing at five to tournament preparation, our PGA professionals help every golfer improve, in small groups or one to one."
      topic="our programmes"
      secondaryAction={
        <Link to="/programs" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          Explore programmes
        </Link>
      }
    >
      <section aria-labelledby="programmes" className="container-page pt-14 sm:pt-20">
        <h2 id="programmes" className="text-3xl font-semibold">
          Find the right programme
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {programmes.map((programme) => (
            <li key={programme.to}>
              <Link
                to={programme.to}
                className="group flex h-full flex-col gap-2 rounded-xl border border-line bg-white p-6 shadow-card transition-colors duration-150 hover:border-fairway-300"
              >
                <span className="flex items-center justify-between gap-3 font-display text-xl font-semibold text-ink-900">
                  {programme.title}
                  <ArrowRight
                    className="size-5 shrink-0 text-fairway-700 transition-transform duration-150 group-hover:translate-x-1"
                    aria-hidden="true"
                  />
                </span>
                <span className="text-base text-ink-600">{programme.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </SimplePage>
  );
}
