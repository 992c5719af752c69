import type { IphoneMessages } from '../messages.ts';

/** Japanese strings of the iphone-sync tab (namespace `iphone-sync`). */
export default {
  tab: 'iPhone 同期',
  title: 'iPhone 連絡先の同期',
  subtitle: 'iPhone の連絡先、通話、メッセージを CRM に送信します。',
  loadFailed: 'この情報を読み込めませんでした',
  token: {
    label: '認証トークン',
    hint: 'このブラウザのテスト同期用に作成された、あなたのデバイストークンです。別のデバイスのトークンを貼り付けてテストすることもできます。',
    creating: 'テスト用トークンを作成中…',
  },
  type: {
    label: '同期の種類',
    contacts: '連絡先',
    calls: '通話',
    messages: 'メッセージ',
  },
  test: {
    button: 'テスト同期',
    running: '同期中…',
    progress: '{{total}} 件中 {{done}} 件を処理しました',
  },
  toast: {
    successTitle: '同期に成功しました',
    successText: 'iPhone のデータが処理され、連絡先が更新されました。',
    failedTitle: '同期に失敗しました',
    failedText: 'iPhone のデータを同期できませんでした',
  },
  setup: {
    title: 'iOS ショートカットでの設定',
    endpoint: '同期エンドポイント',
    format: 'リクエスト形式',
    copy: 'JSON をコピー',
    copied: 'クリップボードにコピーしました',
    download: 'ショートカットのレシピをダウンロード',
    step1: '下でデバイストークンを作成してコピーします。',
    step2: 'ショートカット App で「URL の内容を取得」アクションを使った新しいショートカットを作成します。',
    step3: 'URL に同期エンドポイント、メソッドに POST、本文に JSON を設定します。',
    step4: 'type、authToken、data（連絡先・通話・メッセージのリスト）の各フィールドを追加します。',
    step5: '手動で、またはオートメーション（例：毎晩）から実行します。',
    carddavTitle: '連絡先アカウント（CardDAV）',
    carddavText:
      'または「設定」›「連絡先」›「アカウント」›「アカウントを追加」›「その他」›「CardDAV アカウントを追加」でハブをアカウントとして追加します。CRM の連絡先が「連絡先」App に表示され、そこでの編集が戻ってきます。',
    carddavServer: 'サーバ',
    carddavUser: 'ユーザ名',
    carddavPassword: 'パスワード',
    carddavPasswordValue: '下で作成したデバイストークン',
  },
  devices: {
    title: 'デバイス',
    subtitle:
      'iPhone ごとに専用のトークンを発行します。表示は一度だけなので、ショートカットにコピーしてください。',
    name: 'デバイス名',
    create: 'トークンを作成',
    created: '今すぐこのトークンをコピーしてください。再表示はされません。',
    revoke: '取り消す',
    revoked: '取り消し済み',
    lastUsed: '最終使用 {{date}}',
    neverUsed: '未使用',
    empty: 'デバイスはまだありません',
    revokeDone: 'トークンを取り消しました',
    failed: 'デバイストークンを変更できませんでした',
  },
  activity: {
    title: '最近の同期アクティビティ',
    empty: '同期アクティビティはまだありません',
    processed: '処理済み',
    processing: '処理中',
    failed: '失敗',
    items: '{{count}} 件',
  },
  activityLines: {
    phone_call_incoming:
      '{{who}} からの着信、{{duration, duration}}（{{at, datetime(dateStyle: medium; timeStyle: short)}}）',
    phone_call_outgoing:
      '{{who}} への発信、{{duration, duration}}（{{at, datetime(dateStyle: medium; timeStyle: short)}}）',
    text_message_received:
      '{{who}} からの SMS（{{at, datetime(dateStyle: medium; timeStyle: short)}}）: {{text}}',
    text_message_sent:
      '{{who}} に送信した SMS（{{at, datetime(dateStyle: medium; timeStyle: short)}}）: {{text}}',
  },
} satisfies IphoneMessages;
