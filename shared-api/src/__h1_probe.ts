import type { ProfileInput, ProfileUpdateInput } from './validation';
export type Snap = ProfileInput;
export type Snap2 = ProfileUpdateInput;
