import { useParams } from 'react-router';
import { ProjectRoom } from '@/features/projects';

/** projectRoom (issue 20): one project's room, for its two sides and admins. */
export default function ProjectRoomPage() {
  const { id = '' } = useParams();
  return (
    <div className="container-page py-8 sm:py-10">
      <ProjectRoom key={id} id={id} />
    </div>
  );
}
