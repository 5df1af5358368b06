import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';

// The Redux showcase's state: the signed-in person's profile as saved, and as being edited. Every
// change is an action; what is not saved yet is derived (changedFields), never stored twice.

export type ProfileDraft = { firstName: string; lastName: string; phone: string; bio: string };
export type ProfileField = keyof ProfileDraft;

type State = { saved: ProfileDraft; draft: ProfileDraft };

const blank: ProfileDraft = { firstName: '', lastName: '', phone: '', bio: '' };

export const profileSlice = createSlice({
  name: 'profile',
  initialState: { saved: blank, draft: blank } as State,
  reducers: {
    /** the profile as the server has it (loaded, or just saved): nothing is left to save */
    loaded(state, action: PayloadAction<ProfileDraft>) {
      state.saved = action.payload;
      state.draft = action.payload;
    },
    edited(state, action: PayloadAction<{ field: ProfileField; value: string }>) {
      state.draft[action.payload.field] = action.payload.value;
    },
    /** the edits dropped: the draft is what is saved */
    reset(state) {
      state.draft = state.saved;
    },
  },
});

export const { loaded, edited, reset } = profileSlice.actions;

/** A store of its own for the page (one per mount: nothing outlives it). */
export const makeProfileStore = () => configureStore({ reducer: { profile: profileSlice.reducer } });
export type ProfileStore = ReturnType<typeof makeProfileStore>;
export type ProfileState = ReturnType<ProfileStore['getState']>;

/** the fields whose draft differs from what is saved, and their new values (what PATCH /api/profile is sent) */
export function changedFields({ profile }: ProfileState): Partial<ProfileDraft> {
  return Object.fromEntries(Object.entries(profile.draft).filter(([field, value]) => profile.saved[field as ProfileField] !== value));
}
