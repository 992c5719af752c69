// Re-exported so plugins' panels need no direct dependency on TanStack Query.
export { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export { AUTH_USER_KEY, type AuthUser, useAuth } from './api/auth.ts';
export { createQueryClient, getQueryFn } from './api/query-client.ts';
export {
  ApiError,
  apiRequest,
  DEMO_HEADERS,
  isNetworkError,
  type RequestOptions,
  serverMessage,
  setRequestFetch,
} from './api/request.ts';
export {
  isJobFinished,
  JOB_POLL_MS,
  type JobState,
  type JobView,
  jobPercent,
  jobQueryKey,
  useJob,
} from './api/use-job.ts';
export { BACKUP_STATUS_KEY, type RunBackupMessages, useRunBackup } from './api/use-run-backup.ts';
export {
  DashboardContext,
  type DashboardState,
  nextWebsite,
  useDashboard,
} from './dashboard/dashboard-context.tsx';
export { type Website, WebsiteSelector } from './dashboard/website-selector.tsx';
export {
  type ActivityLike,
  activityText,
  addActivityFormatter,
  useActivityText,
} from './i18n/activity.ts';
export { type ActivityParams, activityValues } from './i18n/activity-values.ts';
export { currentFormat, type Formatters, formatters, useFormat } from './i18n/format.ts';
export {
  addMessageLoaders,
  addMessages,
  i18n,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
  type LanguageCode,
  type MessageLoaders,
  type Messages,
  offeredLanguage,
  setLanguage,
  Trans,
  type Translated,
  useTranslation,
} from './i18n/index.ts';
export { type TranslationModules, translationLoaders } from './i18n/translations.ts';
export { type ComposedWeb, composeWebPlugins } from './plugin/compose.ts';
export {
  DASHBOARD_TABS,
  type DashboardTabId,
  defineWebPlugin,
  type TabId,
  type WebPage,
  type WebPlugin,
  type WebPluginDefinition,
  type WebTab,
  type WebWidget,
} from './plugin/define-web-plugin.ts';
export { ElevationNotice } from './super-admin/elevation-notice.tsx';
export { Avatar, AvatarFallback, AvatarImage } from './ui/avatar.tsx';
export { Badge, badgeVariants } from './ui/badge.tsx';
export { Button, type ButtonProps, buttonVariants } from './ui/button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './ui/card.tsx';
export { cn } from './ui/cn.ts';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog.tsx';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';
export { Input, Textarea } from './ui/input.tsx';
export { Label } from './ui/label.tsx';
export { LanguageMenu, type LanguageMenuProps } from './ui/language-menu.tsx';
export { Progress } from './ui/progress.tsx';
export { Select, SelectContent, SelectGroup, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';
export { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './ui/sheet.tsx';
export { Skeleton, Spinner } from './ui/skeleton.tsx';
export { Switch } from './ui/switch.tsx';
export { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs.tsx';
export { preloadToaster, TOAST_DURATION_MS, Toaster, toast } from './ui/toaster.tsx';
export { TOOLTIP_DELAY_MS, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './ui/tooltip.tsx';
