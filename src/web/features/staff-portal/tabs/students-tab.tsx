import { useSearchParams } from 'react-router';
import { useStaffSession } from '../api/session';
import { CoachingSession } from '../my-students/coaching-session';
import { StudentOverview } from '../my-students/student-overview';
import { StudentsGrid } from '../my-students/students-grid';

/** Students: the grid, a student's overview, or a coaching session; which one is in the URL so Back works. */
export function StudentsTab() {
  const session = useStaffSession();
  const [params, setParams] = useSearchParams();
  const studentId = params.get('student');
  const view = params.get('view');
  function go(next: { student?: string; view?: 'session' }) {
    setParams((current) => {
      const p = new URLSearchParams(current);
      p.delete('student');
      p.delete('view');
      if (next.student) p.set('student', next.student);
      if (next.view) p.set('view', next.view);
      return p;
    });
    window.scrollTo({ top: 0 });
  }
  if (!session.data) return null;
  if (studentId && view === 'session') {
    return <CoachingSession studentId={studentId} onBack={() => go({ student: studentId })} />;
  }
  if (studentId) {
    return (
      <StudentOverview
        studentId={studentId}
        onBack={() => go({})}
        onCoach={() => go({ student: studentId, view: 'session' })}
      />
    );
  }
  return (
    <StudentsGrid
      staffId={session.data.id}
      onOpen={(id) => go({ student: id })}
      onCoach={(id) => go({ student: id, view: 'session' })}
    />
  );
}
