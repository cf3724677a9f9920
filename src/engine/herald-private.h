/* herald-private.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "herald-rules.h"
#include "herald-save.h"

G_BEGIN_DECLS

/* Internal to the engine: not part of its API. */

/* herald-i18n.c: the engine's translations, remembered while the language is the same */
const char *herald_gettext              (const char *msgid) G_GNUC_FORMAT (1);
void        herald_gettext_set_memo     (gboolean    on);
guint       herald_gettext_get_n_looked_up (void);
/* herald-i18n.c: a refusal's sentence made, or kept from when its words were the same */
const char *herald_fail_sentence        (const char *format,
                                         va_list     args,
                                         char      **made);
guint       herald_fail_get_n_made      (void);
#ifdef __G_I18N_LIB_H__
#undef _
#define _(String) ((char *) herald_gettext (String))
#endif

char     *herald_message_clean   (const char         *message);
gboolean  herald_fail            (GError            **error,
                                  gint                code,
                                  const char         *format,
                                  ...) G_GNUC_PRINTF (3, 4);
gboolean  herald_fail_kept       (GError            **error,
                                  const GError       *kept);
guint     herald_game_get_n_refusals_lent (void);
gboolean  herald_json_get_int    (JsonObject         *object,
                                  const char         *name,
                                  gint64              min,
                                  gint64              max,
                                  gboolean            required,
                                  gint               *out,
                                  GError            **error);
gboolean  herald_json_get_bool   (JsonObject         *object,
                                  const char         *name,
                                  gint               *out,
                                  GError            **error);

/* The save format's word for an enum value: the nick glib-mkenums gives it (herald-enums.h) */
const char *herald_enum_to_nick  (GType               type,
                                  gint                value);
gboolean    herald_enum_from_nick (GType              type,
                                  const char         *nick,
                                  gint               *value);

/* The engine's three kinds of refusal, each with a message naming what is wrong */
#define herald_invalid(error, ...) herald_fail ((error), HERALD_GAME_ERROR_INVALID, __VA_ARGS__)
#define herald_refuse(error, ...)  herald_fail ((error), HERALD_GAME_ERROR_FORBIDDEN, __VA_ARGS__)
/* a refusal because it is another player's turn (HERALD_GAME_ERROR_OFF_TURN) */
#define herald_refuse_off_turn(error, ...) herald_fail ((error), HERALD_GAME_ERROR_OFF_TURN, __VA_ARGS__)
gboolean  herald_check_members   (JsonObject         *object,
                                  const char * const *allowed,
                                  const char         *where,
                                  GError            **error);

/* herald-roll-record.c: the save loader replays a file's log, as written or checking each
 * step as a new step (herald_save_validate_data ()) */
void      herald_game_set_replaying (HeraldGame       *game,
                                     gboolean          replaying,
                                     gboolean          as_new_steps);
/* herald-save.c: a save's bytes loaded, its log replayed as written or, @as_new_steps, each
 * step checked as a new step (herald-save-validate.c) */
HeraldGame *herald_save_load_log    (const char       *data,
                                     gsize             length,
                                     gboolean          as_new_steps,
                                     GError          **error);
/* herald-save.c: a stream read to its end, at most HERALD_SAVE_MAX_SIZE bytes */
char      *herald_save_read_stream  (GInputStream     *stream,
                                     GCancellable     *cancellable,
                                     gsize            *length,
                                     GError          **error);
/* herald-roll-record.c: dice drawn for the next roll of a finished game are set aside */
void      roll_record_game_over     (HeraldGame       *game);

G_END_DECLS
