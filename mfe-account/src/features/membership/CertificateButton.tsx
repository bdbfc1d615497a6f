import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { errorMessage } from 'shared-api';
import { generateCertificate } from './requests';
import { Button, notifyError } from 'shared-ui';

/**
 * Makes a membership certificate and opens its PDF in a new tab. The tab is opened at the click (a tab opened after
 * the answer would be stopped by the browser as a pop-up) and shows a line while the certificate is made; the button
 * spins meanwhile.
 */
export function CertificateButton() {
  const [making, setMaking] = useState(false);
  const onClick = async () => {
    const tab = window.open('', '_blank');
    if (tab) tab.document.title = t`Your membership certificate`;
    tab?.document.body.append(Object.assign(tab.document.createElement('p'), { textContent: t`Preparing your certificate…` }));
    setMaking(true);
    try {
      const { data } = await generateCertificate();
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
    <Button colorPalette="brand" variant="outline" alignSelf="start" loading={making} loadingText={t`Preparing your certificate`} onClick={() => void onClick()}>
      {t`Download your Membership Certificate`}
    </Button>
  );
}
