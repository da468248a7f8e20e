import { SimplePage } from '../components/simple-page';

export function DevelopmentSquadPage() {
  return (
    <SimplePage
      documentTitle="Development Squad"
      eyebrow="Juniors aged 5 to 17"
      title="Junior Development Squad"
      lead="Four group lessons every Friday, 4–5pm or 5–6pm, with no more than four children in a class."
      topic="the Development Squad"
    />
  );
}
