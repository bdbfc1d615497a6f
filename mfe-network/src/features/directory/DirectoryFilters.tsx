import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ANY_HOURLY_RATE, HOURLY_RATE_RANGES, type DirectoryFilters as Filters, type Skill } from 'shared-api';
import { skillIdsOf } from './skills-filter';
import { Box, Button, chakra, Flex, HStack, Stack, Text, Wrap } from 'shared-ui';
import { hasFilters, toggleSkill } from './filters';
import { nameOf, rateRangeLabel } from './labels';

const Select = chakra('select', {
  base: { borderWidth: '1px', borderRadius: 'l2', px: '3', h: '10', bg: 'bg', fontSize: 'sm', minW: '48' },
});
const Input = chakra('input', {
  base: { borderWidth: '1px', borderRadius: 'l2', px: '3', h: '10', bg: 'bg', fontSize: 'sm', flex: '1', minW: '0' },
});

interface DirectoryFiltersProps {
  filters: Filters;
  /** Applies an edit to the filters as they are at that moment (two quick clicks must not undo each other). */
  onChange(edit: (current: Filters) => Filters): void;
  /** the primary skills to filter by; none while they load */
  skills: Skill[];
}

/** The directory's filters: a name search, the hourly-rate ranges (second spec §9) and primary skills (several). */
export function DirectoryFilters({ filters, onChange, skills }: DirectoryFiltersProps) {
  const [name, setName] = useState(filters.q ?? '');
  // Back and Forward change the filters from outside: the box follows.
  useEffect(() => setName(filters.q ?? ''), [filters.q]);
  const chosen = skillIdsOf(filters.skills);
  // Enter or the button applies the name; nothing is posted, so there is no <form>.
  const search = () => onChange((current) => ({ ...current, q: name.trim() || undefined }));

  return (
    <Stack as="section" aria-label={t`Filters`} gap="4" mb="8" p={{ base: 4, md: 5 }} borderWidth="1px" borderRadius="l3" bg="bg.subtle">
      <Flex gap="4" wrap="wrap" align="end">
        <Box role="search" flex="2" minW={{ base: 'full', md: '72' }}>
          <chakra.label htmlFor="directory-name" display="block" fontSize="sm" fontWeight="medium" mb="1">
            <Trans>Search by name</Trans>
          </chakra.label>
          <HStack gap="2">
            <Input
              id="directory-name"
              type="search"
              enterKeyHint="search"
              value={name}
              maxLength={100}
              placeholder={t`e.g. Ayesha`}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') search();
              }}
            />
            <Button colorPalette="brand" onClick={search}>
              <Trans>Search</Trans>
            </Button>
          </HStack>
        </Box>
        <Box flex="1" minW="48">
          <chakra.label htmlFor="directory-rate" display="block" fontSize="sm" fontWeight="medium" mb="1">
            <Trans>Hourly rate</Trans>
          </chakra.label>
          <Select id="directory-rate" w="full" value={filters.hourly_rate ?? ANY_HOURLY_RATE} onChange={(e) => {
              const rate = e.target.value;
              onChange((current) => ({ ...current, hourly_rate: rate === ANY_HOURLY_RATE ? undefined : rate }));
            }}>
            <option value={ANY_HOURLY_RATE}>{t`Any rate`}</option>
            {HOURLY_RATE_RANGES.map((range) => (
              <option key={range.value} value={range.value}>
                {rateRangeLabel(range)}
              </option>
            ))}
          </Select>
        </Box>
      </Flex>
      {skills.length > 0 && (
        <Box role="group" aria-labelledby="directory-skills">
          <Text id="directory-skills" fontSize="sm" fontWeight="medium" mb="2">
            <Trans>Primary skills</Trans>
          </Text>
          <Wrap gap="2">
            {skills.map((skill) => {
              const on = chosen.includes(skill.id);
              return (
                <Button key={skill.id} size="sm" variant={on ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={on} onClick={() => onChange((current) => toggleSkill(current, skill.id))}>
                  {nameOf(skill.name)}
                </Button>
              );
            })}
          </Wrap>
        </Box>
      )}
      {hasFilters(filters) && (
        <Button alignSelf="start" variant="plain" size="sm" px="0" color="brand.fg" onClick={() => onChange(() => ({}))}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Stack>
  );
}
