import type { Project } from '@shared/contracts/projects';
import { DocumentsCard } from './DocumentsCard';
import { TasksCard } from './TasksCard';
import { UpdatesCard } from './UpdatesCard';

/**
 * The day-to-day part of the project room (issue 20): tasks, updates with files, and documents. At
 * 1280 px the updates' timeline takes the wide column and tasks and documents sit beside it; on a
 * phone they stack as tasks, updates, documents (what to do first, then what happened, then papers).
 */
export function ProjectWork({ project }: { project: Project }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:items-start">
      <div className="lg:col-start-2 lg:row-start-1">
        <TasksCard project={project} />
      </div>
      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <UpdatesCard project={project} />
      </div>
      <div className="lg:col-start-2 lg:row-start-2">
        <DocumentsCard project={project} />
      </div>
    </div>
  );
}
