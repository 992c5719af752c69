import type { IphoneMessages } from '../messages.ts';

/** Chinese strings of the iphone-sync tab (namespace `iphone-sync`). */
export default {
  tab: 'iPhone 同步',
  title: 'iPhone 联系人同步',
  subtitle: '将 iPhone 上的联系人、通话和短信发送到 CRM。',
  loadFailed: '无法加载这些信息',
  token: {
    label: '认证令牌',
    hint: '为此浏览器的测试同步创建的您的设备令牌。粘贴其他设备的令牌即可测试该设备。',
    creating: '正在创建测试令牌…',
  },
  type: {
    label: '同步类型',
    contacts: '联系人',
    calls: '通话',
    messages: '短信',
  },
  test: {
    button: '测试同步',
    running: '正在同步…',
    progress: '已处理 {{done}} / {{total}} 条记录',
  },
  toast: {
    successTitle: '同步成功',
    successText: '您的 iPhone 数据已处理，联系人已更新。',
    failedTitle: '同步失败',
    failedText: '无法同步 iPhone 数据',
  },
  setup: {
    title: '使用 iOS 快捷指令设置',
    endpoint: '同步端点',
    format: '请求格式',
    copy: '复制 JSON',
    copied: '已复制到剪贴板',
    download: '下载快捷指令配方',
    step1: '在下方创建设备令牌并复制。',
    step2: '在“快捷指令”App 中新建一个包含“获取 URL 内容”操作的快捷指令。',
    step3: '将 URL 设为同步端点，方法设为 POST，请求体设为 JSON。',
    step4: '添加 type、authToken 和 data 字段（联系人、通话或短信列表）。',
    step5: '手动运行，或通过自动化运行（例如每天晚上）。',
    carddavTitle: '通讯录账户（CardDAV）',
    carddavText:
      '也可以在“设置”›“通讯录”›“账户”›“添加账户”›“其他”›“添加 CardDAV 账户”中将本中心添加为账户：CRM 联系人会出现在“通讯录”App 中，在那里所做的修改也会同步回来。',
    carddavServer: '服务器',
    carddavUser: '用户名',
    carddavPassword: '密码',
    carddavPasswordValue: '在下方创建的设备令牌',
  },
  devices: {
    title: '设备',
    subtitle: '每台 iPhone 都有自己的令牌。令牌只显示一次：请复制到快捷指令中。',
    name: '设备名称',
    create: '创建令牌',
    created: '请立即复制此令牌：它不会再次显示。',
    revoke: '撤销',
    revoked: '已撤销',
    lastUsed: '上次使用 {{date}}',
    neverUsed: '从未使用',
    empty: '暂无设备',
    revokeDone: '令牌已撤销',
    failed: '无法更改设备令牌',
  },
  activity: {
    title: '最近同步活动',
    empty: '暂无同步活动',
    processed: '已处理',
    processing: '处理中',
    failed: '失败',
    items: '{{count}} 条记录',
  },
  activityLines: {
    phone_call_incoming:
      '来自 {{who}} 的来电，{{duration, duration}}（{{at, datetime(dateStyle: medium; timeStyle: short)}}）',
    phone_call_outgoing:
      '拨给 {{who}} 的去电，{{duration, duration}}（{{at, datetime(dateStyle: medium; timeStyle: short)}}）',
    text_message_received:
      '来自 {{who}} 的短信（{{at, datetime(dateStyle: medium; timeStyle: short)}}）：{{text}}',
    text_message_sent:
      '发给 {{who}} 的短信（{{at, datetime(dateStyle: medium; timeStyle: short)}}）：{{text}}',
  },
} satisfies IphoneMessages;
