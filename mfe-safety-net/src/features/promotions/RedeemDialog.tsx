import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, refreshProfileCompleted, withReferrer } from 'shared-api';
import type { Promotion, PromotionClaim } from './shapes';
import { Button, COMPLETE_PROFILE_PATH, HStack, Link, Spinner, Stack, Text, chakra, useLocation, useNavigate } from 'shared-ui';
import { SimpleDialog } from 'shared-ui/overlays';
import { useClaimPromotion } from './api';


type Step = { at: 'checking' } | { at: 'incomplete' } | { at: 'claimed'; claim: PromotionClaim } | { at: 'failed'; message: string };

/** Puts the code on the clipboard; a page served without HTTPS has no clipboard API, so the selection is copied. */
async function copy(text: string, field: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/**
 * Redeem now (second spec §2.6): the profile check first ("Please complete your profile" with the way to finish it),
 * then the claim, showing the member's code, a copy button and the partner's link. The same code comes back on
 * every claim; an empty pool or a network failure says so.
 */
export default function RedeemDialog({ promotion, onClose }: { promotion: Promotion; onClose(): void }) {
  const [step, setStep] = useState<Step>({ at: 'checking' });
  // Whether the code went on the clipboard, or the member must copy it themselves; nothing until they press Copy code.
  const [copied, setCopied] = useState<boolean | null>(null);
  const company = promotion.company_name;
  const field = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const location = useLocation();

  const claim = useClaimPromotion();

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        if (!(await refreshProfileCompleted())) {
          if (live) setStep({ at: 'incomplete' });
          return;
        }
        const { data } = await claim.mutateAsync(promotion.id);
        if (live) setStep({ at: 'claimed', claim: data });
      } catch (error) {
        if (live) setStep({ at: 'failed', message: errorMessage(error) });
      }
    })();
    return () => {
      live = false;
    };
  }, [promotion.id]);

  // Back to this page as it was, with its query: the member comes back to what they were looking at.
  const completeProfile = () => navigate(withReferrer(COMPLETE_PROFILE_PATH, location.pathname + location.search + location.hash));

  return (
    <SimpleDialog
      title={step.at === 'incomplete' ? t`Please complete your profile` : t`Reedeem your discount`}
      onClose={onClose}
      size={{ base: 'full', sm: 'md' }}
      role={step.at === 'incomplete' ? 'alertdialog' : 'dialog'}
    >
      {step.at === 'checking' && (
        <HStack gap="3" py="4" aria-live="polite">
          <Spinner size="sm" color="brand.solid" />
          <Text>
            <Trans>Getting your code…</Trans>
          </Text>
        </HStack>
      )}
      {step.at === 'incomplete' && (
        <Stack gap="5">
          <Text>
            <Trans>We&apos;ve noticed you haven&apos;t completed your profile. Please complete your profile before continuing</Trans>
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button colorPalette="brand" onClick={completeProfile}>
              <Trans>Complete your profile</Trans>
            </Button>
            <Button variant="outline" onClick={onClose}>
              <Trans>Not now</Trans>
            </Button>
          </Stack>
        </Stack>
      )}
      {step.at === 'failed' && (
        <Text role="alert" color="fg.error">
          {step.message}
        </Text>
      )}
      {step.at === 'claimed' && (
        <Stack gap="4">
          <Text>
            <Trans>Your code for {company}:</Trans>
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <chakra.input
              ref={field}
              readOnly
              value={step.claim.discount_code}
              aria-label={t`Your promotion code`}
              onFocus={(e) => e.currentTarget.select()}
              flex="1"
              minW="0"
              px="3"
              py="2"
              borderWidth="1px"
              borderStyle="dashed"
              borderColor="brand.emphasized"
              borderRadius="l2"
              bg="brand.subtle"
              fontFamily="mono"
              fontSize="xl"
              fontWeight="bold"
              letterSpacing="wider"
              textAlign="center"
              dir="ltr"
            />
            <Button
              colorPalette="brand"
              onClick={async () => setCopied(await copy(step.claim.discount_code, field.current))}
            >
              <Trans>Copy code</Trans>
            </Button>
          </Stack>
          <Text role="status" minH="6" color={copied ? 'fg.success' : 'fg.muted'} fontWeight="medium">
            {copied === null ? null : copied ? t`Promotion code copied to clibboard` : t`Your browser did not let us copy it: select the code and copy it yourself.`}
          </Text>
          <Text>
            <Trans>
              Use it at{' '}
              <Link href={step.claim.discount_link} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold" overflowWrap="anywhere">
                {company}
              </Link>
              . This code is yours: you get the same one if you come back.
            </Trans>
          </Text>
        </Stack>
      )}
    </SimpleDialog>
  );
}
