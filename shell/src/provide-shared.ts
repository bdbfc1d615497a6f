// The shell provides every shared singleton, including the entries it does not render itself, so each
// remote uses the shell's copy (one Chakra context, one router, one session store). These imports are
// never run at start-up; they only make the build provide the modules.
export const providedLazily = () => [
  import('shared-ui/forms'),
  import('shared-ui/disclosure'),
  import('shared-ui/clamp'),
  import('shared-ui/staff'),
  import('shared-ui/table'),
  import('shared-api/validation'),
  import('shared-api/query'),
];
