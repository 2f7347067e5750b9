import { create } from 'zustand';

export interface UnreadInfo {
  isUnread: boolean;
  unreadMsgNum: number;
  pendingMsgNum: number;
  cancelledMsgNum: number;
}

const empty: UnreadInfo = { isUnread: false, unreadMsgNum: 0, pendingMsgNum: 0, cancelledMsgNum: 0 };

interface UnreadState extends UnreadInfo {
  setUnread: (info: UnreadInfo) => void;
  resetUnread: () => void;
}

export const useUnreadStore = create<UnreadState>()((set) => ({
  ...empty,
  setUnread: (info) => set(info),
  resetUnread: () => set(empty),
}));
