import { create } from 'zustand';

/** The member as the specification's user state describes it; logged out until the auth load. */
export interface UserState {
  isLogin: boolean;
  isAdmin: boolean;
  adminId: number;
  userId: number;
  rawUserId: number;
  userName: string;
  realName: string;
  role: string;
  sex: number;
  mobile: string;
  /** The member showed by a code that the mobile is theirs: their bookings need no code. */
  mobileConfirmed: boolean;
}

export const LOGGED_OUT: UserState = {
  isLogin: false,
  isAdmin: false,
  adminId: 0,
  userId: 0,
  rawUserId: 0,
  userName: '',
  realName: '',
  role: '',
  sex: 0,
  mobile: '',
  mobileConfirmed: false,
};

interface UserActions {
  setUser: (user: Partial<UserState>) => void;
  logout: () => void;
}

/**
 * One store per page: @591/identity is a federated singleton, so the header loaded from the
 * shell and the section page around it read and write this same instance.
 */
export const useUserStore = create<UserState & UserActions>()((set) => ({
  ...LOGGED_OUT,
  setUser: (user) => set(user),
  logout: () => set(LOGGED_OUT),
}));
