import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHero } from './page-hero';
import { TalkToUs } from './talk-to-us';

interface SimplePageProps {
  /** The tab title: '<documentTitle> | Solent Golf Academy'. */
  documentTitle: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Finishes the sentence 'We are putting everything about …'. */
  topic: string;
  secondaryAction?: ReactNode;
  children?: ReactNode;
}

/** The interim public page: hero, optional content, and how to reach the academy. */
export function SimplePage({
  documentTitle,
  eyebrow,
  title,
  lead,
  topic,
  secondaryAction,
  children,
}: SimplePageProps) {
  useDocumentTitle(documentTitle);
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} secondaryAction={secondaryAction} />
      {children}
      <TalkToUs topic={topic} />
    </>
  );
}
