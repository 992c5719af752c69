import type { en } from '../en.ts';

/** Simplified Chinese strings of the kit's components (namespace `common`), loaded when chosen. */
export default {
  elevate: '以超级管理员身份登录',
  close: '关闭',
  loading: '加载中...',
  language: '语言',
  theme: { toggle: '切换主题', light: '浅色', dark: '深色' },
} satisfies typeof en;
