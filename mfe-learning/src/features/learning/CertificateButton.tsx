import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { getQuizCertificate } from './api';
import { Button, notifyError, type ButtonProps } from 'shared-ui';

/**
 * Opens the certificate of a passing attempt in a new tab (spec §4: a spinner while it loads). The tab is opened at
 * the click, since a tab opened after the answer arrives would be stopped as a pop-up, and it says what it waits for.
 */
export function CertificateButton({ attemptId, ...props }: { attemptId: number | string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [making, setMaking] = useState(false);
  const onClick = async () => {
    const tab = window.open('', '_blank');
    if (tab) {
      tab.document.title = t`Your course certificate`;
      // The waiting tab reads in the page's language and direction.
      tab.document.documentElement.lang = document.documentElement.lang;
      tab.document.documentElement.dir = document.documentElement.dir;
    }
    tab?.document.body.append(Object.assign(tab.document.createElement('p'), { textContent: t`Preparing your certificate…` }));
    setMaking(true);
    try {
      const { data } = await getQuizCertificate(attemptId);
      if (tab) {
        tab.opener = null;
        tab.location.href = data.certificate_url;
      } else {
        window.location.assign(data.certificate_url);
      }
    } catch (error) {
      tab?.close();
      notifyError(errorMessage(error));
    } finally {
      setMaking(false);
    }
  };
  return (
    <Button colorPalette="brand" loading={making} loadingText={t`Preparing your certificate`} onClick={() => void onClick()} {...props}>
      <Trans>Download your Certificate</Trans>
    </Button>
  );
}
