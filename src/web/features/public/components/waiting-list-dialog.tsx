import { useEffect } from 'react';
import type { SiteConfig } from '@/core/contracts/site-config';
import { loadScript } from './load-script';
import { PublicDialog } from './public-dialog';
import { WaitingListForm, type WaitingListProgramme } from './waiting-list-form';

/** The lead-capture provider's form, its embed script loaded only when the popup opens. */
function ProviderForm({ scriptUrl, formUrl }: { scriptUrl: string; formUrl: string }) {
  useEffect(() => {
    loadScript(scriptUrl).catch((error: unknown) =>
      console.warn('The waiting-list form script failed', error),
    );
  }, [scriptUrl]);
  return (
    <iframe
      src={formUrl}
      title="Waiting list form"
      className="block h-[34rem] w-full rounded-md border border-line bg-white"
    />
  );
}

export interface WaitingListDialogProps {
  leadForm: SiteConfig['leadForm'];
  programme?: WaitingListProgramme;
  /** Called once the dialog has closed (button, Escape, backdrop or after signing up). */
  onClosed: () => void;
}

/** The waiting-list popup (public-site §2), loaded on demand the first time a visitor opens it. */
export default function WaitingListDialog({ leadForm, programme, onClosed }: WaitingListDialogProps) {
  return (
    <PublicDialog
      title="Join the waiting list"
      intro="Our small groups fill quickly. Leave your details and we will contact you as soon as a place opens."
      onClosed={onClosed}
    >
      {(close) =>
        leadForm ? (
          <ProviderForm scriptUrl={leadForm.scriptUrl} formUrl={leadForm.formUrl} />
        ) : (
          <WaitingListForm defaultProgramme={programme} onDone={close} />
        )
      }
    </PublicDialog>
  );
}
