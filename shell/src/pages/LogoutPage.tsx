import { useEffect, useRef } from 'react';
import { t } from '@lingui/core/macro';
import { signOut } from 'shared-api';
import { useNavigate, notifySuccess, usePageTitle } from 'shared-ui';
import { PageLoading } from '../remotes/RemotePage';

/** Clears the session in every case (even when the call fails) and returns home. */
export function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);
  usePageTitle(t`Logout`);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => {
      notifySuccess(t`Logged out Successfully`);
      navigate('/', { replace: true });
    });
  }, [navigate]);
  return <PageLoading />;
}
