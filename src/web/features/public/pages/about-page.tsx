import { academy } from '@/core/content/academy';
import { SimplePage } from '../components/simple-page';

export function AboutPage() {
  return (
    <SimplePage
      documentTitle="About Us"
      eyebrow={`Coaching since ${academy.foundedYear}`}
      title="About Solent Golf Academy"
      lead="A coaching pathway that takes juniors from their first lesson to competitive golf, built on excellence, integrity and community."
      topic="the academy"
    />
  );
}
