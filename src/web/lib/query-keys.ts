import type { ExploreFilters } from '../../shared/constants/explore-filters';

/**
 * Every React Query key the web app uses, in one registry. A mutation (or, later, a live event
 * from the server) refreshes every screen that shows a thing by naming that thing's keys here,
 * instead of each feature guessing the others' key shapes. Keys are nested so that a prefix
 * (`models.allRelated`, `profiles.allModels`) reaches every list of one kind at once.
 */
export const queryKeys = {
  /** The signed-in account; useRefreshSession drops every key but this one on sign-in and sign-out. */
  session: ['session'] as const,
  siteInfo: ['site-info'] as const,
  setupStatus: ['setup-status'] as const,
  homeFeed: ['home-feed'] as const,
  /** The signed-in account's notification preferences (/settings/notifications). */
  notificationPreferences: ['notification-preferences'] as const,
  /** The signed-in account's notifications: the badge's unread count, and /notifications' pages (the live stream refreshes both). */
  notifications: {
    all: ['notifications'] as const,
    unread: ['notifications', 'unread'] as const,
    list: ['notifications', 'list'] as const,
  },
  /** The signed-in member's money on /tips: the earnings summary per period, and the tips received and sent. */
  earnings: {
    /** Everything below: a tip sent or received changes the summary and both lists. */
    all: ['earnings'] as const,
    summary: (timeRange: string) => ['earnings', 'summary', timeRange] as const,
    history: (type: 'received' | 'sent' | 'referrals') => ['earnings', 'history', type] as const,
  },
  models: {
    all: ['model'] as const,
    detail: (modelId: string) => ['model', 'detail', modelId] as const,
    /** Every model page's "related models"; any of them may show a model that changed. */
    allRelated: ['model', 'related'] as const,
    related: (modelId: string) => ['model', 'related', modelId] as const,
    /** Where one file's open and non-manifold edges are, for the 3D view (decision 093). */
    problemEdges: (modelId: string, fileId: string) => ['model', 'problem-edges', modelId, fileId] as const,
    /** A model's signed slicer links (decision 092): short-lived, so they are fetched again before they expire. */
    slicerLinks: (modelId: string) => ['model', 'slicer-links', modelId] as const,
    /** A model's reviews section: its list, the viewer's own review and the summary. */
    reviews: (modelId: string) => ['model', 'reviews', modelId] as const,
    /** Every model's "Remixed from" and "Remixes" and every remix family page (decision 091): a new link changes several. */
    allRemixes: ['model', 'remixes'] as const,
    remixes: (modelId: string) => ['model', 'remixes', 'of', modelId] as const,
    remixTree: (modelId: string) => ['model', 'remixes', 'tree', modelId] as const,
    mine: ['my-models'] as const,
  },
  explore: {
    all: ['explore'] as const,
    /** `start` is the cursor the address says the list starts at (a reload keeps the place). */
    results: (filters: ExploreFilters, start: string | undefined) => ['explore', 'results', filters, start ?? null] as const,
  },
  community: {
    /** The signed-in user's Saved (bookmarked) models, listed on the dashboard. */
    saved: ['saved-models'] as const,
    /** The dashboard's feed of what others did on the signed-in creator's models. */
    activity: ['model-activity'] as const,
    /** Whether the signed-in viewer likes a model, as a card's Like toggle shows it (asked in batches). */
    allCardLikes: ['card-like'] as const,
    cardLike: (modelId: string) => ['card-like', modelId] as const,
    /**
     * Mutation keys of a model's Like and Save toggles: a toggle's answer is shown only when no
     * later press of the same toggle is still on its way (that press's answer will be newer).
     */
    likeToggle: (modelId: string) => ['toggle', 'like', modelId] as const,
    saveToggle: (modelId: string) => ['toggle', 'save', modelId] as const,
    /** A model's comments: its top-level list and, under the same prefix, each comment's replies. */
    comments: (modelId: string) => ['comments', modelId] as const,
    commentList: (modelId: string) => ['comments', modelId, 'list'] as const,
    commentReplies: (modelId: string, commentId: string) => ['comments', modelId, 'replies', commentId] as const,
    /** Every list and page of collections (a change to one may show in any of them). */
    allCollections: ['collections'] as const,
    collection: (collectionId: string) => ['collections', 'detail', collectionId] as const,
    userCollections: (userId: string) => ['collections', 'user', userId] as const,
    /** The Save to collection dialog's list: the caller's collections, each with whether the model is in it. */
    myCollections: (modelId: string | null) => ['collections', 'mine', modelId] as const,
    /** Collaboration requests: one request's page, and the dashboard's received and sent lists. */
    allCollaboration: ['collaboration'] as const,
    collaborationRequest: (requestId: string) => ['collaboration', 'detail', requestId] as const,
    collaborationBox: (box: 'received' | 'sent') => ['collaboration', 'box', box] as const,
  },
  /** Storefronts (decision 078), by creator or by custom URL: a save refreshes every one shown. */
  storefronts: {
    all: ['storefront'] as const,
    page: (by: { creatorId: string } | { customUrl: string }) => ['storefront', by] as const,
  },
  follows: {
    /** Every follow-shaped list and status: a follow or unfollow may change any of them. */
    all: ['follows'] as const,
    status: (userId: string) => ['follows', 'status', userId] as const,
    followers: (userId: string) => ['follows', 'followers', userId] as const,
    following: (userId: string) => ['follows', 'following', userId] as const,
    /** "From people you follow" for the signed-in viewer (dashboard and home page). */
    models: ['follows', 'models'] as const,
  },
  profiles: {
    detail: (uid: string) => ['profile', 'detail', uid] as const,
    /** Every profile's stats (a follow moves two members' counts). */
    allStats: ['profile', 'stats'] as const,
    stats: (uid: string) => ['profile', 'stats', uid] as const,
    likes: (uid: string) => ['profile', 'likes', uid] as const,
    achievements: (uid: string) => ['profile', 'achievements', uid] as const,
    allModels: ['profile', 'models'] as const,
    models: (uid: string) => ['profile', 'models', uid] as const,
  },
  security: {
    /** Both lists below: a password change ends sessions and starts one. */
    all: ['security'] as const,
    /** The signed-in account's live sessions (Account settings and /settings/security). */
    sessions: ['security', 'sessions'] as const,
    /** Its recent sign-ins on /settings/security. */
    signIns: ['security', 'sign-ins'] as const,
  },
  /** The signed-in Pro or Elite creator's premium stats on the dashboard, per period; they change once a day, when a day closes. */
  premiumStats: (range: string) => ['premium-stats', range] as const,
  /** A creator's commerce figures on the dashboard, per period; they change once a day, when a day closes. */
  commerceStats: (range: string) => ['commerce-stats', range] as const,
  admin: {
    users: ['admin', 'users'] as const,
    userSearch: (query: string) => ['admin', 'users', query] as const,
    /** The auth test page's raw checkAdminStatus, per account so a sign-in change asks again. */
    adminStatus: (uid: string | null) => ['admin', 'admin-status', uid] as const,
  },
};
