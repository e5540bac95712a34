import { useEffect } from 'react';

/** Sets `document.title` while the calling page is shown; ignores empty titles (data still loading). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
