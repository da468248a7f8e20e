import { SimplePage } from '../components/simple-page';

export function JuniorLessonsPage() {
  return (
    <SimplePage
      documentTitle="Junior Group Lessons"
      eyebrow="Juniors aged 5 to 17"
      title="Junior Group Lessons"
      lead="One-hour group lessons that build skills and confidence, with no more than six juniors in a group."
      topic="junior group lessons"
    />
  );
}
