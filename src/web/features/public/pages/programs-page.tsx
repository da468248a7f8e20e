import { SimplePage } from '../components/simple-page';

export function ProgramsPage() {
  return (
    <SimplePage
      documentTitle="Elite Junior Academy"
      eyebrow="Juniors aged 6 to 18+"
      title="Elite Junior Academy"
      lead="A year-round pathway from Foundation to Elite, led by PGA professionals, with progress you can measure at every stage."
      topic="the Elite Junior Academy"
    />
  );
}
