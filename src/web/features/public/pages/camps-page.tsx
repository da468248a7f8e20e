import { SimplePage } from '../components/simple-page';

/** Served at both /summer-academy and /golf-camps. */
export function CampsPage() {
  return (
    <SimplePage
      documentTitle="Half-Term Golf Camps"
      eyebrow="Ages 8 and up"
      title="Half-Term Golf Camps"
      lead="Four-hour camps in our indoor simulator studio, with no more than six golfers in a group."
      topic="our half-term camps"
    />
  );
}
