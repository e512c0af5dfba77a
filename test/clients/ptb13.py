# python-telegram-bot 13 (Debian's python3-python-telegram-bot) against the fake service: getMe, a message with an
# inline keyboard, an edit, a document upload downloaded back through getFile, and getUpdates with what a simulated
# user sent. Run by test/serve/debian-clients.test.ts as: python3 ptb13.py BASE_URL TOKEN; prints one JSON line.
import io
import json
import sys
import warnings

warnings.simplefilter("ignore")
from telegram import Bot, InlineKeyboardButton, InlineKeyboardMarkup  # noqa: E402

url, token = sys.argv[1], sys.argv[2]
bot = Bot(token, base_url=f"{url}/bot", base_file_url=f"{url}/file/bot")
me = bot.get_me()
keyboard = InlineKeyboardMarkup([[InlineKeyboardButton("Yes", callback_data="yes")]])
sent = bot.send_message(111, "hello", reply_markup=keyboard)
edited = bot.edit_message_text("edited", chat_id=111, message_id=sent.message_id)
doc = bot.send_document(111, document=io.BytesIO(b"ptb bytes"), filename="p.txt")
data = bot.get_file(doc.document.file_id).download_as_bytearray()
updates = bot.get_updates(limit=100, timeout=0)
print(json.dumps({
    "me": me.id,
    "sent": [sent.text, sent.chat.id, sent.message_id],
    "edited": edited.text,
    "file": bytes(data).decode(),
    "updates": [u.message.text for u in updates if u.message],
}))
