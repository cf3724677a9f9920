/* herald-save-bar.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The bar under the header that stays while the game on disk is not the game on the table:
 * steps that could not be saved (Try Again, Save Elsewhere), a game open only to look at, or
 * a save file changed by something else. It also asks before a window with unsaved steps
 * closes. Everything it shows comes from the session. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-dialog-util.h"
#include "herald-file-chooser.h"
#include "herald-save-bar.h"
#include "herald-tooltip.h"
#include "herald-path-text.h"

struct _HeraldSaveBar
{
  AdwBin                parent_instance;

  /* Template widgets */
  GtkRevealer          *revealer;
  GtkWidget            *bar;
  GtkImage             *icon;
  GtkLabel             *title_label;
  GtkLabel             *detail_label;
  GtkLabel             *short_title_label;
  GtkLabel             *short_detail_label;
  AdwSqueezer          *texts;
  GtkWidget            *dismiss_button;
  GtkWidget            *buttons;
  GtkWidget            *take_over_button;

  /* Owned */
  HeraldSession        *session;
  GtkFileChooserNative *chooser;
  char                 *failure;
  char                 *notice;
  char                 *take_over_failure;
  char                 *outside_dismissed; /* the outside file whose bar was dismissed */

  guint                 may_close : 1;
  /* what the table asked for once the steps are saved, or may be lost: a HeraldSaveBarLeave */
  guint                 leave_after_save : 2;
  guint                 leave_asked : 2;
  GtkWindow            *leave_question; /* unowned: herald_save_bar_confirm_leave ()'s, open */
};

G_DEFINE_FINAL_TYPE (HeraldSaveBar, herald_save_bar, ADW_TYPE_BIN)

enum {
  FOCUS_LEFT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* the bar's control with the keyboard focus, or %NULL */
static GtkWidget *
focus_inside (HeraldSaveBar *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) ? focus : NULL;
}

static void
herald_save_bar_update (HeraldSaveBar *self)
{
  guint unsaved = self->session ? herald_session_get_unsaved_steps (self->session) : 0;
  gboolean read_only = self->session && herald_session_get_read_only (self->session);
  gboolean holder_gone = read_only && herald_session_get_holder_gone (self->session);
  const char *outside = self->session ? herald_session_get_outside_path (self->session) : NULL;
  gboolean show_outside = FALSE;
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *short_title = NULL;
  g_autofree char *short_path = NULL;
  g_autofree char *copy_title = NULL;
  g_autofree char *copy_detail = NULL;
  gboolean copy = FALSE;
  GtkWidget *inside = focus_inside (self);
  g_autoptr(GtkWidget) focus = inside != NULL ? g_object_ref (inside) : NULL;

  /* a copy's line, once dismissed, stays away for that copy of that file */
  if (self->session != NULL &&
      herald_session_get_copy_notice (self->session, &copy_title, &copy_detail))
    {
      g_autofree char *key = g_strconcat ("copy:", copy_detail, NULL);

      copy = g_strcmp0 (key, self->outside_dismissed) != 0;
    }
  /* the question of quitting with steps only in memory, once none is left (another game was
   * opened over it, break51): withdrawn, as Cancel; it spoke of steps of a game gone */
  if (unsaved == 0 && self->leave_asked != HERALD_SAVE_BAR_LEAVE_NONE && self->leave_question != NULL)
    gtk_window_close (self->leave_question);
  gtk_widget_remove_css_class (self->bar, "error");
  gtk_widget_remove_css_class (self->bar, "info");
  if (unsaved > 0)
    {
      title = g_strdup_printf (ngettext ("Not saved: %u step is only in memory",
                                         "Not saved: %u steps are only in memory", unsaved), unsaved);
      detail = g_strdup_printf (_("The game could not be saved: %s"),
                                self->failure != NULL ? self->failure : "");
      gtk_widget_add_css_class (self->bar, "error");
      gtk_image_set_from_icon_name (self->icon, "dialog-warning-symbolic");
    }
  else if (holder_gone)
    {
      /* the other Herald closed the game or ended: this one may have it */
      title = g_strdup (_("The other Herald has let go of this game"));
      if (self->take_over_failure != NULL)
        detail = g_strdup_printf (_("It could not be taken over: %s"), self->take_over_failure);
      else
        detail = g_strdup (_("It was closed there, or that Herald has stopped. Take it over to "
                             "go on playing here."));
      gtk_widget_add_css_class (self->bar, "info");
      gtk_image_set_from_icon_name (self->icon, "view-reveal-symbolic");
    }
  else if (read_only)
    {
      title = g_strdup (_("Only looking"));
      detail = g_strdup (_("This game is open in another Herald. Nothing can be changed here."));
      gtk_widget_add_css_class (self->bar, "info");
      gtk_image_set_from_icon_name (self->icon, "view-reveal-symbolic");
    }
  else if (self->notice != NULL)
    {
      title = g_strdup (_("The game’s file was changed"));
      detail = g_strdup (self->notice);
      gtk_widget_add_css_class (self->bar, "info");
      gtk_image_set_from_icon_name (self->icon, "dialog-information-symbolic");
    }
  else if (copy)
    {
      /* a backup, a file set aside or a game in a read-only place, opened as a copy in the
       * games folder: which file was opened, and where the steps go (verify 14, V14-4;
       * breaker 14, B14-6) */
      title = g_steal_pointer (&copy_title);
      detail = g_steal_pointer (&copy_detail);
      gtk_widget_add_css_class (self->bar, "info");
      gtk_image_set_from_icon_name (self->icon, "edit-copy-symbolic");
      show_outside = TRUE;
    }
  else if (outside != NULL && g_strcmp0 (outside, self->outside_dismissed) != 0)
    {
      g_autofree char *name = herald_path_text (outside);

      /* after Save Elsewhere…, or a game opened from another folder: the start page does not
       * list it, so the bar says where it is and how to come back to it (breaker 13, R-2) */
      title = g_strdup (_("This game is saved outside Herald’s games folder"));
      if (herald_session_get_older_copy (self->session) != NULL)
        /* the copy Save Elsewhere left in the games folder leads here (herald-session-moved.c) */
        detail = g_strdup_printf (_("Every step is saved in %s. The start page lists the older "
                                    "copy left in the games folder, which opens this file."), name);
      else
        detail = g_strdup_printf (_("Every step is saved in %s. The start page does not list it: "
                                    "open it again with Open Game… (Ctrl+O)."), name);
      gtk_widget_add_css_class (self->bar, "info");
      gtk_image_set_from_icon_name (self->icon, "document-save-symbolic");
      show_outside = TRUE;
      /* Translators: the save bar's title on a phone, short for "This game is saved outside
       * Herald’s games folder"; the game's file is under it */
      short_title = g_strdup (_("Saved outside the games folder"));
      short_path = g_steal_pointer (&name);
    }

  if (!read_only)
    g_clear_pointer (&self->take_over_failure, g_free);
  gtk_widget_set_visible (self->buttons, unsaved > 0);
  gtk_widget_set_visible (self->take_over_button, unsaved == 0 && holder_gone);
  gtk_widget_set_visible (self->dismiss_button,
                          unsaved == 0 && !read_only && (self->notice != NULL || show_outside));
  if (title != NULL)
    {
      gtk_label_set_label (self->title_label, title);
      gtk_label_set_label (self->detail_label, detail);
      /* on a phone: the file in one line, cut in its middle, the whole text in its tooltip
       * and its description for screen readers; another bar's text wraps as it is */
      gtk_label_set_label (self->short_title_label, short_title != NULL ? short_title : title);
      gtk_label_set_label (self->short_detail_label, short_path != NULL ? short_path : detail);
      gtk_label_set_wrap (self->short_detail_label, short_path == NULL);
      gtk_label_set_ellipsize (self->short_detail_label, short_path != NULL ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_NONE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->short_detail_label), short_path != NULL ? detail : NULL);
      /* no wider than the phone's window */
      herald_tooltip_track (GTK_WIDGET (self->short_detail_label));
      if (short_path != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->short_detail_label),
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, detail, -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (self->short_detail_label),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  gtk_revealer_set_reveal_child (self->revealer, title != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), title != NULL);
  /* the control with the focus went (the ×, Try Again once saved): GTK gave the focus to the
   * header's first button, where Space opened the main menu instead of rolling (tester report
   * 25, N25-4); the window gives it to the turn's next step */
  if (focus != NULL && !gtk_widget_is_visible (focus))
    g_signal_emit (self, signals[FOCUS_LEFT], 0);
}

static void
save_failed_cb (HeraldSaveBar *self,
                const char    *message)
{
  g_free (self->failure);
  self->failure = g_strdup (message);
  herald_save_bar_update (self);
}

static void
notice_cb (HeraldSaveBar *self,
           const char    *message)
{
  g_free (self->notice);
  self->notice = g_strdup (message);
  herald_save_bar_update (self);
}

/* after a step, only when the game's file changed (another game): the bar is not touched
 * at every step */
static void
outside_changed_cb (HeraldSaveBar *self)
{
  const char *outside = herald_session_get_outside_path (self->session);
  const char *shown = g_object_get_data (G_OBJECT (self), "herald-outside-shown");
  g_autofree char *copy_title = NULL;
  g_autofree char *copy_detail = NULL;
  g_autofree char *key = NULL;

  /* the copy's notice too: a game opened as a copy is in the games folder */
  if (herald_session_get_copy_notice (self->session, &copy_title, &copy_detail))
    key = g_strconcat ("copy:", copy_detail, NULL);
  else
    key = g_strdup (outside);
  if (g_strcmp0 (key, shown) == 0)
    return;
  g_object_set_data_full (G_OBJECT (self), "herald-outside-shown", g_steal_pointer (&key), g_free);
  herald_save_bar_update (self);
}

static void
has_game_cb (HeraldSaveBar *self)
{
  if (!herald_session_get_has_game (self->session))
    g_clear_pointer (&self->notice, g_free);
  herald_save_bar_update (self);
}

static void
close_window (HeraldSaveBar *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  self->may_close = TRUE;
  if (GTK_IS_WINDOW (root))
    gtk_window_close (GTK_WINDOW (root));
}

/* Does what the table asked for in the question of herald_save_bar_confirm_leave () */
static void
leave (HeraldSaveBar      *self,
       HeraldSaveBarLeave  what)
{
  if (what == HERALD_SAVE_BAR_LEAVE_WINDOW)
    close_window (self);
  else if (what == HERALD_SAVE_BAR_LEAVE_GAME && self->session != NULL)
    herald_session_close (self->session);
}

static void
retry_clicked_cb (HeraldSaveBar *self)
{
  g_autoptr(GError) error = NULL;

  if (!herald_session_save_now (self->session, &error))
    {
      save_failed_cb (self, error->message);
      return;
    }
  herald_save_bar_update (self);
  leave (self, self->leave_after_save);
}

static void
chooser_response_cb (HeraldSaveBar        *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  HeraldSaveBarLeave what;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    path = g_file_get_path (file);
  g_clear_object (&self->chooser);

  if (path == NULL)
    {
      self->leave_after_save = HERALD_SAVE_BAR_LEAVE_NONE;
      return;
    }
  if (!herald_session_save_as (self->session, path, &error))
    {
      self->leave_after_save = HERALD_SAVE_BAR_LEAVE_NONE;
      save_failed_cb (self, error->message);
      return;
    }
  herald_save_bar_update (self);
  what = self->leave_after_save;
  self->leave_after_save = HERALD_SAVE_BAR_LEAVE_NONE;
  leave (self, what);
}

static void
elsewhere_clicked_cb (HeraldSaveBar *self)
{
  if (self->chooser != NULL)
    return;
  self->chooser = herald_file_chooser_save_new (GTK_WIDGET (self), _("Save the Game Elsewhere"), "herald-game.json");
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (chooser_response_cb), self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
take_over_clicked_cb (HeraldSaveBar *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->take_over_failure, g_free);
  /* another Herald may have taken it first: the game stays looked at, and the bar says why */
  if (!herald_session_take_over (self->session, &error))
    self->take_over_failure = g_strdup (error->message);
  herald_save_bar_update (self);
}

static void
dismiss_clicked_cb (HeraldSaveBar *self)
{
  const char *outside = herald_session_get_outside_path (self->session);
  g_autofree char *copy_title = NULL;
  g_autofree char *copy_detail = NULL;
  g_autofree char *copy_key = NULL;

  /* the notice goes first; the outside file's line, once seen, stays away for that file, and
   * a copy's for that copy */
  if (herald_session_get_copy_notice (self->session, &copy_title, &copy_detail))
    outside = copy_key = g_strconcat ("copy:", copy_detail, NULL);
  if (self->notice == NULL && outside != NULL)
    {
      g_free (self->outside_dismissed);
      self->outside_dismissed = g_strdup (outside);
    }
  g_clear_pointer (&self->notice, g_free);
  herald_save_bar_update (self);
}

/**
 * herald_save_bar_put_away_where:
 * @self: a save bar
 *
 * Puts away the bar's line that only says where the game is saved (a game outside the games
 * folder, a copy of the file opened), as its × does: it stays away for that file. A bar that
 * says more (steps not saved, the file changed, another Herald) stays as it is.
 *
 * Returns: whether the line was put away
 */
gboolean
herald_save_bar_put_away_where (HeraldSaveBar *self)
{
  g_return_val_if_fail (HERALD_IS_SAVE_BAR (self), FALSE);

  if (self->session == NULL || self->notice != NULL || !gtk_widget_get_visible (GTK_WIDGET (self)) ||
      !gtk_widget_get_visible (self->dismiss_button))
    return FALSE;
  dismiss_clicked_cb (self);
  return TRUE;
}

static void
close_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   HeraldSaveBar    *self)
{
  HeraldSaveBarLeave what = self->leave_asked;

  self->leave_asked = HERALD_SAVE_BAR_LEAVE_NONE;
  if (g_strcmp0 (response, "quit") == 0)
    leave (self, what);
  else if (g_strcmp0 (response, "retry") == 0)
    {
      self->leave_after_save = what;
      retry_clicked_cb (self);
      self->leave_after_save = HERALD_SAVE_BAR_LEAVE_NONE;
    }
  else if (g_strcmp0 (response, "elsewhere") == 0)
    {
      self->leave_after_save = what;
      elsewhere_clicked_cb (self);
    }
}

/**
 * herald_save_bar_confirm_leave:
 * @what: %HERALD_SAVE_BAR_LEAVE_WINDOW (the window closes, Herald quits) or
 *   %HERALD_SAVE_BAR_LEAVE_GAME (Close Game: the game is closed, the window stays)
 *
 * Call before the window closes or the game is closed. When steps are not saved
 * (#HeraldSession:unsaved-steps), asks the table what to do: try again, save elsewhere, or
 * quit (close the game) and lose them; once that is done the bar closes the window or the
 * game itself. Cancel (Escape) keeps everything as it is.
 *
 * Returns: %TRUE when the bar asked, and the window or the game must stay open for now;
 *   %FALSE when nothing is unsaved and the caller may go on
 */
gboolean
herald_save_bar_confirm_leave (HeraldSaveBar      *self,
                               HeraldSaveBarLeave  what)
{
  GtkRoot *root;
  AdwMessageDialog *dialog;
  g_autofree char *body = NULL;
  g_autofree char *quit = NULL;
  guint unsaved;

  g_return_val_if_fail (HERALD_IS_SAVE_BAR (self), FALSE);
  g_return_val_if_fail (what == HERALD_SAVE_BAR_LEAVE_WINDOW || what == HERALD_SAVE_BAR_LEAVE_GAME, FALSE);

  unsaved = self->session ? herald_session_get_unsaved_steps (self->session) : 0;
  if ((what == HERALD_SAVE_BAR_LEAVE_WINDOW && self->may_close) || unsaved == 0)
    return FALSE;
  /* asked already (Ctrl+Q again, from the question itself): one question at a time */
  if (self->leave_asked != HERALD_SAVE_BAR_LEAVE_NONE)
    return TRUE;

  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (what == HERALD_SAVE_BAR_LEAVE_WINDOW)
    {
      body = g_strdup_printf (ngettext ("%u step of this game could not be saved (%s). Quitting now loses it.",
                                        "%u steps of this game could not be saved (%s). Quitting now loses them.",
                                        unsaved), unsaved, self->failure != NULL ? self->failure : "");
      quit = g_strdup_printf (ngettext ("_Quit and Lose %u Step", "_Quit and Lose %u Steps", unsaved), unsaved);
    }
  else
    {
      body = g_strdup_printf (ngettext ("%u step of this game could not be saved (%s). Closing the game now loses it.",
                                        "%u steps of this game could not be saved (%s). Closing the game now loses them.",
                                        unsaved), unsaved, self->failure != NULL ? self->failure : "");
      quit = g_strdup_printf (ngettext ("_Close and Lose %u Step", "_Close and Lose %u Steps", unsaved), unsaved);
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                       _("The Game Is Not Saved"), body));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  herald_dialog_wrap_words (GTK_WIDGET (dialog));
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  adw_message_dialog_add_response (dialog, "quit", quit);
  adw_message_dialog_add_response (dialog, "elsewhere", _("Save _Elsewhere…"));
  adw_message_dialog_add_response (dialog, "retry", _("_Try Again"));
  adw_message_dialog_set_response_appearance (dialog, "quit", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "retry", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "retry");
  adw_message_dialog_set_close_response (dialog, "cancel");
  self->leave_asked = what;
  g_set_weak_pointer (&self->leave_question, GTK_WINDOW (dialog));
  g_signal_connect_object (dialog, "response", G_CALLBACK (close_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/**
 * herald_save_bar_confirm_close:
 *
 * Call from the window's close-request: herald_save_bar_confirm_leave() for the window.
 *
 * Returns: %TRUE when the window must stay open for now
 */
gboolean
herald_save_bar_confirm_close (HeraldSaveBar *self)
{
  return herald_save_bar_confirm_leave (self, HERALD_SAVE_BAR_LEAVE_WINDOW);
}

/**
 * herald_save_bar_set_session:
 * @session: the window's session
 *
 * The bar follows the session's #HeraldSession:unsaved-steps, #HeraldSession:read-only,
 * #HeraldSession:holder-gone (then it offers *Take Over*, herald_session_take_over()) and
 * #HeraldSession::notice.
 */
void
herald_save_bar_set_session (HeraldSaveBar *self,
                             HeraldSession *session)
{
  g_return_if_fail (HERALD_IS_SAVE_BAR (self));
  g_return_if_fail (HERALD_IS_SESSION (session));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  g_signal_connect_object (session, "notify::unsaved-steps", G_CALLBACK (herald_save_bar_update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::read-only", G_CALLBACK (herald_save_bar_update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::holder-gone", G_CALLBACK (herald_save_bar_update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::has-game", G_CALLBACK (has_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "save-failed", G_CALLBACK (save_failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notice", G_CALLBACK (notice_cb), self, G_CONNECT_SWAPPED);
  /* another game opened (from the list or from anywhere): where it is saved may differ */
  g_signal_connect_object (session, "changed", G_CALLBACK (outside_changed_cb), self, G_CONNECT_SWAPPED);
  herald_save_bar_update (self);
}

static void
herald_save_bar_dispose (GObject *object)
{
  HeraldSaveBar *self = (HeraldSaveBar *)object;

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->chooser);
  g_clear_weak_pointer (&self->leave_question);

  G_OBJECT_CLASS (herald_save_bar_parent_class)->dispose (object);
}

static void
herald_save_bar_finalize (GObject *object)
{
  HeraldSaveBar *self = (HeraldSaveBar *)object;

  g_clear_pointer (&self->failure, g_free);
  g_clear_pointer (&self->notice, g_free);
  g_clear_pointer (&self->take_over_failure, g_free);
  g_clear_pointer (&self->outside_dismissed, g_free);

  G_OBJECT_CLASS (herald_save_bar_parent_class)->finalize (object);
}

static void
herald_save_bar_class_init (HeraldSaveBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_save_bar_dispose;
  object_class->finalize = herald_save_bar_finalize;

  /**
   * HeraldSaveBar::focus-left:
   *
   * The control of the bar with the keyboard focus was hidden with the bar or its buttons
   * (its × pressed, the steps saved after Try Again): the focus is to be given elsewhere.
   */
  signals[FOCUS_LEFT] = g_signal_new ("focus-left", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/herald/Herald/ui/herald-save-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, HeraldSaveBar, revealer);
  gtk_widget_class_bind_template_child (widget_class, HeraldSaveBar, bar);
  gtk_widget_class_bind_template_child (widget_class, HeraldSaveBar, icon);
  gtk_widget_class_bind_template_child (widget_class, HeraldSaveBar, title_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldSaveBar, detail_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldSaveBar, short_title_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldSaveBar, short_detail_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldSaveBar, texts);
  gtk_widget_class_bind_template_child (widget_class, HeraldSaveBar, dismiss_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldSaveBar, buttons);
  gtk_widget_class_bind_template_child (widget_class, HeraldSaveBar, take_over_button);
  gtk_widget_class_bind_template_callback (widget_class, retry_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, elsewhere_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, dismiss_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, take_over_clicked_cb);
}

/* The squeezer's page not shown is hidden from screen readers too: the bar's text was read
 * twice, whole and short */
static void
texts_shown_cb (HeraldSaveBar *self)
{
  GtkWidget *shown = adw_squeezer_get_visible_child (self->texts);

  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->texts)); page != NULL;
       page = gtk_widget_get_next_sibling (page))
    gtk_accessible_update_state (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_STATE_HIDDEN, page != shown, -1);
}

static void
herald_save_bar_init (HeraldSaveBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->texts, "notify::visible-child", G_CALLBACK (texts_shown_cb), self, G_CONNECT_SWAPPED);
  texts_shown_cb (self);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
