import type { SuperHubMessages } from '../messages.ts';

/** Japanese strings of the SuperHub dashboard (namespace `superhub`), loaded when the language is chosen. */
export default {
  nav: { superhub: 'SuperHub' },
  title: 'SuperHub',
  subtitle: 'エコシステム内のすべてのアプリケーションからのイベントを、届いた順に表示します。',
  demoNotice: 'デモ：デモ用エコシステムの読み取り専用ビューです。',
  refresh: '更新',
  stats: {
    totalApps: 'アプリの総数',
    recentEvents: '最近のイベント',
    recentHint: '過去24時間に受信',
    monitoring: '監視',
    active: '有効',
    inactive: '無効',
  },
  apps: {
    title: 'アプリケーション',
    events: '{{count}}件のイベント',
    errors: '{{count}}件のエラー',
    empty: 'アプリケーションはまだありません。',
  },
  events: {
    title: '最近のイベント',
    empty: '最近のイベントはありません',
    activity: 'イベントのアクティビティ',
  },
  flags: {
    title: '機能フラグ',
    superAdminOnly: '切り替えられるのはスーパー管理者のみです。',
    updated: '機能フラグを更新しました',
    updatedText: '{{flag}}を{{state}}にしました。',
    on: 'オン',
    off: 'オフ',
    failed: '更新に失敗しました',
    names: {
      webhook_logging: 'Webhookのログ記録',
      uptime_monitoring: '稼働状況の監視',
      user_analytics: 'ユーザー分析',
      certification_tracking: '認定の追跡',
      trauma_insights: 'トラウマに関するインサイト',
      referral_tracking: '紹介の追跡',
      revenue_analytics: '収益分析',
    },
  },
  backup: {
    title: 'バックアップ',
    weekly: '毎週の自動バックアップ',
    last: '最後に検証したバックアップ: {{time}}、{{size}}',
    none: '検証済みのバックアップはまだありません',
    run: 'バックアップを実行',
    running: 'バックアップ中…',
    done: 'バックアップが正常に完了しました！',
    failed: 'バックアップに失敗しました: {{message}}',
    requestFailed: 'バックアップのリクエストに失敗しました',
  },
  endpoints: {
    title: 'エンドポイント',
    method: 'メソッド',
    path: 'パス',
    description: '説明',
  },
  error: {
    title: 'ダッシュボードのエラー',
    text: 'SuperHubダッシュボードのデータを読み込めませんでした',
  },
} satisfies SuperHubMessages;
