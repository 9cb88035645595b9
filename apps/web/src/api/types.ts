/** Response shapes of the API (DESIGN §4). Replaced by libs/shared/src/dto once it lands. */
export interface TokenInfo {
  totalAmount?: string | null;
  mmToG?: string | null;
  discordRoleToG?: string | null;
  spaceKidsToG?: string | null;
  capsuleToG?: string | null;
  wingToG?: string | null;
  communityAirdropToG?: string | null;
}

export interface LoginResponse {
  accessToken: string;
  refreshToken?: string;
  clearAllMissions: boolean;
}

export interface SignatureResponse {
  nonce: string;
  deadline: string | number;
  signature: string;
  amount?: string;
}

export interface Mission {
  id: string;
  title?: string;
  name?: string;
  description?: string;
  completed?: boolean;
}
